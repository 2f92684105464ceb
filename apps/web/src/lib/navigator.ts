/**
 * Navigation used outside React components (the API client, stores).
 * The router installs itself at startup; tests install a spy.
 */
export type Navigator = {
  navigate: (to: string | number) => void;
  currentPath: () => string;
};

const browserNavigator: Navigator = {
  navigate: (to) => (typeof to === 'number' ? window.history.go(to) : window.location.assign(to)),
  currentPath: () => window.location.pathname + window.location.search,
};

let active: Navigator = browserNavigator;

export function setNavigator(next: Navigator | null): void {
  active = next ?? browserNavigator;
}

export function navigateTo(to: string | number): void {
  active.navigate(to);
}

export function currentPath(): string {
  return active.currentPath();
}
