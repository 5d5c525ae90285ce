/// <reference lib="webworker" />
/**
 * The web app's service worker (built by scripts/build-service-worker.mjs into build/client/sw.js):
 * the offline page and icons precached, hashed assets cached as they are fetched, pages always from the
 * network (they are rendered per fan and live), the offline page when there is none.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

const OFFLINE_PAGE = '/offline.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Assets are named by their content hash, so a cached copy is never stale; the cache forgets old deploys.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'kq-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

registerRoute(new NavigationRoute(new NetworkOnly()));

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

// A new version takes over at once; pages still on the old one reload when a chunk is gone (lib/chunk-reload).
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

type PushNotice = { title: string; body: string; url: string; tag: string };

function readNotice(event: PushEvent): PushNotice | null {
  try {
    const notice = event.data?.json() as Partial<PushNotice> | undefined;
    return notice?.title && notice.url
      ? { title: notice.title, body: notice.body ?? '', url: notice.url, tag: notice.tag ?? notice.url }
      : null;
  } catch {
    return null;
  }
}

// A followed match's kick-off, goal, red card, half or full time (modules/web-push on the API).
self.addEventListener('push', (event) => {
  const notice = readNotice(event);
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

// A tap opens the match: in a tab of ours already open if there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
      } else {
        await self.clients.openWindow(url);
      }
    })(),
  );
});
