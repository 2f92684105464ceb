import { Spin } from 'antd';
import { ko } from '@/i18n/ko';

/** Centred spinner while the session or a page is loading. */
export function FullPageSpin() {
  return (
    <div className="full-page-spin" aria-busy="true">
      <Spin size="large" description={ko.app.loading} />
    </div>
  );
}
