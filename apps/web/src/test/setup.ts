import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { ACCESS_DENIED_BODY_CLASS } from '@kg/contract';
import { queryClient } from '@/app/query-client';
import { setNavigator } from '@/lib/navigator';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { installAccessibleNames } from '@/lib/accessible-names';
import { installAntdStyleFilter } from './antd-styles';
import { contractViolations } from './fake-server';

// antd's injected CSS, cut down to what decides visibility (test/antd-styles.ts): getComputedStyle stays cheap.
installAntdStyleFilter();
// Korean names for antd's icons and step buttons, as main.tsx installs it (lib/accessible-names.ts)
installAccessibleNames();

// findBy/waitFor: Testing Library's 1 s default is short for a lazy route page on a busy two-core machine.
configure({ asyncUtilTimeout: 8_000 });

// A failed query is still retried as in the app (app/query-client.ts), but at once: the app's back-off (1 s, then 2 s)
// only made every error-state test wait three seconds.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

// Test files share a worker and its jsdom (vite.config.ts: isolate false), so each file starts from what a fresh
// module graph would give it: no cached queries, signed out, no alert, empty storage and document, real timers.
beforeAll(() => {
  queryClient.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useUiStore.getState().hideAlert();
  useUiStore.setState(useUiStore.getInitialState(), true);
  setNavigator(null);
  localStorage.clear();
  sessionStorage.clear();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.body.removeAttribute('class');
  document.body.replaceChildren();
});

afterEach(() => {
  cleanup();
  // a dialog a test left open (a 403's access-denied dialog) does not cover the next test
  useUiStore.setState(useUiStore.getInitialState(), true);
  document.body.classList.remove(ACCESS_DENIED_BODY_CLASS);
  // nor does a draft one test's form saved (lib/form-draft) reappear in the next
  localStorage.clear();
  // every request the app sent and every fake reply must match the contract (test/fake-server.ts)
  const violations = contractViolations.splice(0);
  expect(violations, 'calls and fake replies that do not match the contract').toEqual([]);
});

afterAll(() => {
  vi.useRealTimers();
});

// jsdom lacks the layout APIs antd's responsive helpers use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not implement pseudo-element styles; antd asks for them when measuring scrollbars.
// (Once per worker: this file runs again before every test file in the same window.)
if (!('withoutPseudoElements' in window.getComputedStyle)) {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = Object.assign((element: Element) => getComputedStyle(element), { withoutPseudoElements: true });
}

// jsdom lacks ResizeObserver; antd's Table, Select and pickers observe sizes (a no-op is enough in tests).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom's Blob lacks text(); the API client reads a blob call's JSON error body with it.
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}
