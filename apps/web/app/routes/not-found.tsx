import type { ReactElement } from 'react';
import { data } from 'react-router';
import { ErrorPage } from '../features/shell/error-page';
import { NOT_FOUND_MESSAGE } from '../lib/error-status';

/** Every path the route table does not know: '404-页面不存在'. */
export function loader(): never {
  throw data(NOT_FOUND_MESSAGE, { status: 404 });
}

export const meta = () => [{ title: '404-页面不存在 - 看球直播' }];

export default function NotFound(): ReactElement {
  return <ErrorPage error={{ status: 404 }} />;
}

export { ErrorPage as ErrorBoundary };
