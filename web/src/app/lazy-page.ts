import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';

interface Preloadable {
  preload: () => void;
}

/**
 * A page whose code loads when it is first rendered, so each route's chunk (and its CSS) stays out
 * of the first load. Pages are named exports; React.lazy wants a default one.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Page = M[K] extends ComponentType<infer P> ? ComponentType<P> : never;
  const page = lazy(async () => ({ default: (await load())[name] as Page }));
  // A failed download is reported when the page renders and React.lazy loads it again.
  const preload = () => void load().catch(() => undefined);
  return Object.assign(page, { preload } satisfies Preloadable);
}

/** Starts downloading the lazy pages among `elements` (the route elements a location matches). */
export function preloadPages(elements: readonly ReactNode[]): void {
  for (const element of elements) {
    const type: unknown = isValidElement(element) ? element.type : undefined;
    if (typeof type === 'object' && type !== null && 'preload' in type) (type as Preloadable).preload();
  }
}
