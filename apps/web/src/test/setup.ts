import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { contractViolations } from './fake-server';

// Route pages are lazy chunks; the first import of antd in a worker can take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // every request the app sent and every fake reply must match the contract (test/fake-server.ts)
  const violations = contractViolations.splice(0);
  expect(violations, 'calls and fake replies that do not match the contract').toEqual([]);
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
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

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
