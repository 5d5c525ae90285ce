/**
 * antd-mobile's imperative Toast and Dialog, told how to render with React 19 (they use the React 18
 * API unless told). Only modules that show them import this, so the render glue and its helpers stay
 * out of the first screen's JavaScript. The call below is a side effect: package.json lists this file under
 * `sideEffects`, or the bundler would route the re-exports straight to antd-mobile and skip it.
 */
import { unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';

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

export { ActionSheet, Dialog, Toast } from 'antd-mobile';
