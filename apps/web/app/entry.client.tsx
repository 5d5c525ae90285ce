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

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
