import { Layout } from 'antd';
import { Link, Outlet } from 'react-router';
import { Providers } from '@/app/providers';
import { LinkButton } from '@/components/link-button';
import { guideKo } from '@/i18n/domains/guide';
import { ko } from '@/i18n/ko';

/** Public frame for the help pages: no login needed. */
export default function GuideLayout() {
  return (
    <Providers>
      <Layout className="guide-layout">
        <Layout.Header className="app-header">
          <Link to="/guide" className="app-name">
            {ko.app.name}
          </Link>
          <div className="app-header-end">
            <LinkButton to="/admin">{guideKo.toAdmin}</LinkButton>
          </div>
        </Layout.Header>
        <Layout.Content className="guide-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Providers>
  );
}
