import { ko } from '@/i18n/ko';

/**
 * Shown when a page fails to load or render (e.g. an outdated chunk after a release). Plain HTML and CSS, so it
 * shows even when no other chunk can be loaded.
 */
export function RouteError() {
  return (
    <div className="route-error" role="alert">
      <svg className="route-error-icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
        <path d="M12 3 2 20.5h20L12 3z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <path d="M12 9.5v5.5M12 17.6v.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p>{ko.errors.routeCrash}</p>
      <button type="button" className="plain-button is-primary" onClick={() => window.location.reload()}>
        {ko.errors.reload}
      </button>
    </div>
  );
}
