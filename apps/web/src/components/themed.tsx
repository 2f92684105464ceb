import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export const loadProviders = () => import('@/app/providers');

/** `Component` with antd's theme and locale around it. */
export function withProviders<P extends object>(Providers: ComponentType<{ children: ReactNode }>, Component: ComponentType<P>) {
  return function Themed(props: P) {
    return (
      <Providers>
        <Component {...props} />
      </Providers>
    );
  };
}

/**
 * A component built on antd, loaded the first time it renders, with antd's theme and locale around it. The shell
 * (admin layout, class dashboard) is plain HTML and CSS so a phone shows it without antd (docs/decisions/012): what
 * it opens on demand — the menu drawer, dialogs, forms — comes through here. Render it inside a Suspense boundary.
 */
export function themedLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ Providers }, Component] = await Promise.all([loadProviders(), load()]);
    return { default: withProviders(Providers, Component) };
  });
}

/** themedLazy with its own Suspense boundary (nothing shows while it loads): loading one never hides another. */
export function themed<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Themed = themedLazy(load);
  return function Loaded(props: P) {
    return (
      <Suspense fallback={null}>
        <Themed {...props} />
      </Suspense>
    );
  };
}
