import { minorStatus } from '@kanqiu/contract';
import { randomBytes } from 'node:crypto';
import { data } from 'react-router';
import { actionError, type ActionResult } from '../../lib/action-result';
import { deviceCookieHeader, minorMarkHeader, readDeviceId } from '../../lib/device-cookie';
import type { RequestSession } from '../../lib/session.server';

/** 开启 / 关闭 / 继续使用: the password goes to the API, and the browser's mark follows the answer. */
export async function minorPasswordAction(
  request: Request,
  session: RequestSession,
  intent: 'enable' | 'disable' | 'pass',
  password: string,
) {
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers();
  // A guest's mode is kept per device: the first time, this browser gets its id.
  let deviceId = readDeviceId(request.headers.get('cookie'));
  if (intent === 'enable' && !session.hasToken && !deviceId) {
    deviceId = randomBytes(16).toString('hex');
    headers.append('Set-Cookie', deviceCookieHeader(deviceId, secure));
  }
  const result = await session.api.post(`/minor/${intent}`, minorStatus, {
    json: { password },
    ...(deviceId ? { deviceId } : {}),
  });
  if (!result.ok) return data(actionError(result.msg, result.code), { headers });
  headers.append('Set-Cookie', minorMarkHeader(result.data.on, secure));
  const done: ActionResult = { ok: true, message: messages[intent] };
  return data(done, { headers });
}

const messages = { enable: '青少年模式已开启', disable: '青少年模式已关闭', pass: '今天可以继续使用' };
