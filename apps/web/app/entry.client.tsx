import { unstableSetRender } from 'antd-mobile';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnChunkError } from './lib/chunk-reload';

// antd-mobile's imperative Toast and Dialog render with the React 18 API unless told how (React 19).
unstableSetRender((node, container) => {
  const holder = container as Element & { __kqRoot?: ReturnType<typeof createRoot> };
  holder.__kqRoot ??= createRoot(container);
  const root = holder.__kqRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete holder.__kqRoot;
  };
});

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
