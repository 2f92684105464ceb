import { Button } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { ko } from '@/i18n/ko';

/** Shown when a page fails to load or render (e.g. an outdated chunk after a release). */
export function RouteError() {
  return (
    <div className="route-error" role="alert">
      <WarningOutlined className="route-error-icon" />
      <p>{ko.errors.routeCrash}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {ko.errors.reload}
      </Button>
    </div>
  );
}
