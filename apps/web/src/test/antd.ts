import { fireEvent, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';

/** Driving antd in jsdom. */

const originalMatchMedia = window.matchMedia;

/** antd's breakpoints read matchMedia: a wide screen gets the tables, jsdom's default answer the phone cards. */
export function desktopScreen() {
  window.matchMedia = vi.fn((query: string) => ({ ...originalMatchMedia(query), matches: !query.includes('max-width') }));
}

/** Undoes desktopScreen (after each test of a file that uses it). */
export function restoreScreen() {
  window.matchMedia = originalMatchMedia;
}

/** Opens an antd Select by its label and picks the option with this title. */
export async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].pop();
    const found = [...(open?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].find((el) => el.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}
