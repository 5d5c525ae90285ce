/**
 * Tab pages whose feature arrives with a later issue. They answer an honest 404, rendered
 * inside the tab-bar layout so the fan can still move between tabs.
 */
import type { ReactElement } from 'react';
import { data } from 'react-router';
import { ErrorPage } from '../features/shell/error-page';
import { NOT_FOUND_MESSAGE } from '../lib/error-status';

export function loader(): never {
  throw data(NOT_FOUND_MESSAGE, { status: 404 });
}

export const meta = () => [{ title: '404-页面不存在 - 看球直播' }];

export default function NotYet(): ReactElement {
  // Never rendered: the loader always throws.
  return <ErrorPage error={{ status: 404 }} />;
}

export function ErrorBoundary({ error }: { error: unknown }): ReactElement {
  return <ErrorPage error={error} />;
}
