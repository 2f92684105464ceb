import type { ComponentType } from 'react';

/** Icons registered once at startup and looked up by name (docs/product/README.md#the-shell). */
export type IconName = 'user-secret';

const icons = new Map<IconName, ComponentType>();

export function registerIcon(name: IconName, icon: ComponentType): void {
  icons.set(name, icon);
}

export function getIcon(name: IconName): ComponentType | undefined {
  return icons.get(name);
}
