/**
 * End-to-end files run two at a time, each test worker on its own server with its own demo centre (global-setup.ts):
 * a browser test spends much of its time waiting on the page, so two of them share the two cores well.
 */
export const E2E_WORKERS = 2;
