import { Code } from '@kanqiu/domain';
import { redirect } from 'react-router';
import type { ApiResult } from './api-envelope';
import { loginPath } from './safe-redirect';

/** What the account actions answer when they do not redirect. */
export type ActionResult = { ok: true; message?: string } | { ok: false; error: string; code?: number };

export function actionError(error: string, code?: number): ActionResult {
  return code === undefined ? { ok: false, error } : { ok: false, error, code };
}

/** A string field of a submitted form ('' when absent or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A failed call on a login-only page: a lost session goes to login and comes back; anything else is shown. */
export function failure(result: ApiResult<unknown> & { ok: false }, request: Request): ActionResult {
  if (result.code === Code.noToken) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname.replace(/\.data$/, '')));
  }
  return actionError(result.msg, result.code);
}
