import { minorStatus } from '@kanqiu/contract';
import { redirect, type MiddlewareFunction } from 'react-router';
import { hasMinorMark, minorMarkHeader } from '../../lib/device-cookie';
import { getSession } from '../../lib/session.server';

/** What a browser in 青少年模式 may still open while the product is closed to it: the mode's own pages and 设置. */
const openWhileLocked = ['/minor', '/user/set', '/user/login', '/user/agreement'];
const isOpenWhileLocked = (path: string) => openWhileLocked.some((prefix) => path.startsWith(prefix));

/**
 * In a browser marked as in 青少年模式, every page asks the API first: in the rest hours or past the day's 40
 * minutes it shows the rest screen instead. The API refuses the same requests on its own; this is the screen.
 */
export const minorModeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!hasMinorMark(request.headers.get('cookie'))) return next();
  const path = new URL(request.url).pathname.replace(/\.data$/, '');
  const status = await getSession(context).api.get('/minor/status', minorStatus);
  if (status.ok && status.data.lock && !isOpenWhileLocked(path)) throw redirect('/minor/rest');
  const response = await next();
  // Never a shared render: what this browser sees depends on its mode.
  response.headers.set('Cache-Control', 'private, no-store');
  if (status.ok && !status.data.on) {
    response.headers.append('Set-Cookie', minorMarkHeader(false, new URL(request.url).protocol === 'https:'));
  }
  return response;
};
