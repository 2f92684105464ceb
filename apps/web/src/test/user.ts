import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

export type UserOptions = Parameters<typeof userEvent.setup>[0];

/**
 * user-event for the web tests: `const user = setupUser()` instead of `userEvent.setup()` (and instead of the direct
 * `userEvent.click(…)` calls). It skips user-event's pointer-events check, which asks jsdom's getComputedStyle for the
 * target and every ancestor on each action — slow, and not what these tests are about (antd's disabled controls are
 * disabled elements, which user-event refuses either way). Options pass through, e.g. `setupUser({ delay: null })`.
 */
export function setupUser(options: UserOptions = {}) {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}
