import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnChunkError } from './lib/chunk-reload';

// Spec §4: a chunk-load failure reloads the page (once; see chunk-reload.ts).
window.addEventListener('vite:preloadError', (event) => {
  const payload = (event as Event & { payload?: unknown }).payload;
  if (reloadOnChunkError(payload)) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  reloadOnChunkError(event.reason);
});

// The installed web app (manifest + service worker): offline page, cached assets. Built into production only.
// After the page's own loading (this module may run after the load event: it is imported dynamically).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker:', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
