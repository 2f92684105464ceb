import { ko } from '@/i18n/ko';

/** Centred spinner while the session or a page is loading (plain CSS: it shows before antd has loaded). */
export function FullPageSpin() {
  return (
    <div className="full-page-spin" aria-busy="true">
      <span className="spinner is-large" aria-hidden="true" />
      <span className="full-page-spin-text">{ko.app.loading}</span>
    </div>
  );
}
