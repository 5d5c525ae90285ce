import { lazy, Suspense, type ReactElement } from 'react';
import { useRouteError } from 'react-router';
import type * as ErrorScreenModule from './error-screen';

let loaded: typeof ErrorScreenModule | null = null;
const loadErrorScreen = (): Promise<typeof ErrorScreenModule> =>
  import('./error-screen').then((module) => (loaded = module));

/**
 * The browser fetches the error page's code when a page fails, so the first screen of a page that works
 * does not carry it (docs/decisions/0009-first-screen-javascript.md). The server loads it at start and renders it at
 * once (a thenable that resolves synchronously: React.lazy then renders without suspending), so the HTML is complete
 * without scripts; the browser keeps that HTML on screen until the code has arrived and hydrates it.
 */
const ErrorScreen = lazy(() => {
  const ready = loaded;
  const component = ready
    ? {
        then: (resolve: (value: { default: typeof ErrorScreenModule.ErrorScreen }) => void) =>
          resolve({ default: ready.ErrorScreen }),
      }
    : loadErrorScreen().then((module) => ({ default: module.ErrorScreen }));
  return component as Promise<{ default: typeof ErrorScreenModule.ErrorScreen }>;
});
if (import.meta.env.SSR) void loadErrorScreen();

/**
 * The error page (spec §2): '404-页面不存在' or '应用发生错误异常', with a link home. Routes re-export it as their
 * ErrorBoundary, which React Router then renders without props: the route's error is read from the router.
 */
export function ErrorPage({ error }: { error?: unknown }): ReactElement {
  const routeError = useRouteError();
  return (
    <Suspense fallback={null}>
      <ErrorScreen error={error ?? routeError} />
    </Suspense>
  );
}
