import { lazy, Suspense, useEffect, type ReactElement, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { webConfig } from './config.server';
import { ErrorPage } from './features/shell/error-page';
import { loadAppInfo } from './lib/app-info.server';
import { isBannerClosed } from './lib/download-banner';
import { useRootData, type RootData } from './lib/root-data';
import { fanPartOf } from './lib/fan-data.server';
import { getSession, sessionMiddleware } from './lib/session.server';
import { minorModeMiddleware } from './features/minor-mode/minor-guard.server';
import { firstOpenMarkup, firstOpenScript } from './features/minor-mode/first-open-prompt';
import { setFanFollows } from './features/live/fan-follows';
import { readSpoilerCookie } from './lib/spoiler-cookie';
import { themeStyle } from './lib/theme';
import appCss from './styles/app.css?url';
import { useNonce } from './lib/csp-nonce';
import { hasSignedInMarker } from './lib/signed-in-marker';
import { usePageLoaded } from './lib/page-loaded';

// The 加载中 indicator, the API exception event's toasts and prompts (spec §8) with the code catalogue, and
// 青少年模式's heartbeat come after the load event (docs/decisions/0061-live-view-entrances-exception-event.md).
const AfterLoad = lazy(() => import('./after-load').then((m) => ({ default: m.AfterLoad })));

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware, minorModeMiddleware];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const session = getSession(context);
  const cookieHeader = request.headers.get('cookie');
  const [fan, app] = await Promise.all([fanPartOf(session, cookieHeader), loadAppInfo(session.api)]);
  return {
    ...fan,
    appName: app.appName,
    fourthTab: webConfig().fourthTab,
    bannerClosed: isBannerClosed(cookieHeader),
    publicHosts: session.publicHosts,
    blockDevtools: webConfig().blockDevtools,
    spoiler: readSpoilerCookie(cookieHeader),
  };
}

export const links: Route.LinksFunction = () => [
  // A PNG: a browser decodes an SVG favicon on the page's main thread, 4–18 ms after the load here.
  { rel: 'icon', href: '/icons/favicon-64.png', type: 'image/png', sizes: '64x64' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'stylesheet', href: appCss },
];

export const meta: Route.MetaFunction = () => [
  { title: '看球直播 - 足球篮球比分直播' },
  { name: 'description', content: '看球直播：足球、篮球即时比分，赛事直播，资讯与社区。' },
  // iOS Safari: full screen from the home screen, with the app's short name under the icon.
  { name: 'apple-mobile-web-app-capable', content: 'yes' },
  { name: 'apple-mobile-web-app-title', content: '看球' },
];

/**
 * Root font size = viewport width / 7.5 (a 750px design written in rem). Wider than a large phone
 * (540px, lib-flexible's cap) the size stops growing and the 7.5rem-wide app is centred, so a
 * desktop shows the phone layout at a readable size. Runs before first paint.
 */
const MAX_LAYOUT_WIDTH = 540;
// It runs from the server's HTML, before any module; hydration keeps the element the server wrote, so the
// browser bundle carries none of its text.
const remScript = !import.meta.env.SSR
  ? ''
  : `(function(){var d=document.documentElement;function s(){var w=d.clientWidth||window.innerWidth||375;if(w>${MAX_LAYOUT_WIDTH})w=${MAX_LAYOUT_WIDTH};d.style.fontSize=(w/7.5)+'px'}s();window.addEventListener('resize',s);window.addEventListener('orientationchange',s);window.addEventListener('pageshow',function(e){if(e.persisted)s()})})();`;

export function Layout({ children }: { children: ReactNode }): ReactElement {
  const { theme } = useRootData();
  const nonce = useNonce();
  return (
    <html lang="zh-CN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover"
        />
        <meta name="theme-color" content={theme} />
        <meta name="format-detection" content="telephone=no" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: remScript }} suppressHydrationWarning />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: firstOpenScript }} suppressHydrationWarning />
        <Meta />
        <Links />
        {/* After the stylesheets, so the fan's colour wins over the default in app.css. */}
        <style dangerouslySetInnerHTML={{ __html: themeStyle(theme) }} />
      </head>
      <body>
        {/* First, so it paints with the page's first paint, not a frame or a script fetch later (its largest paint). */}
        <div dangerouslySetInnerHTML={{ __html: firstOpenMarkup }} suppressHydrationWarning />
        <div className="kq-app">{children}</div>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App(): ReactElement {
  const rootData = useRootData();
  const { blockDevtools, user, follows } = rootData;
  const loaded = usePageLoaded();
  useEffect(() => {
    if (blockDevtools) void import('./lib/devtools-guard').then((guard) => guard.blockDevtools());
  }, [blockDevtools]);
  useEffect(() => setFanFollows(follows), [follows]);
  // A fan given the guests' render of a shared page (lib/page-cache.server.ts) asks for their own data once live.
  useEffect(() => {
    if (!user && hasSignedInMarker(document.cookie))
      void import('./lib/fan-data-ask').then((fan) => fan.askForFanData(rootData));
    // Once, as the page comes alive: later pages are the fan's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      {loaded ? (
        <Suspense fallback={null}>
          <AfterLoad />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps): ReactElement {
  return <ErrorPage error={error} />;
}
