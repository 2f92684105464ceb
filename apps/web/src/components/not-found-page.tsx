import { Result } from 'antd';
import { Providers } from '@/app/providers';
import { LinkButton } from './link-button';
import { ko } from '@/i18n/ko';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle(ko.errors.notFound);
  // also shown outside every frame (an unknown top-level path), so it brings antd's theme itself
  return (
    <Providers>
      <Result
        status="404"
        title={ko.errors.notFound}
        subTitle={ko.errors.notFoundHint}
        extra={
          <LinkButton type="primary" to="/admin">
            {ko.common.home}
          </LinkButton>
        }
      />
    </Providers>
  );
}
