import { lazy, memo, Suspense, type ComponentType } from "react";

/**
 * A page section whose code stays out of the page's first-load JavaScript. The server renders it in
 * full (crawlers and first paint see everything); in the browser its chunk starts loading as soon as
 * the route module runs (or, with `prefetch: false`, when it is first rendered), and React hydrates the
 * server HTML when it arrives (selective hydration). Memoised so a parent re-render cannot disturb a
 * section that is still waiting to hydrate.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { prefetch = true, fallback = null }: { prefetch?: boolean; fallback?: React.ReactNode } = {},
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  if (prefetch && typeof window !== "undefined") void start();
  const Lazy = lazy(start);
  return memo(function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  });
}
