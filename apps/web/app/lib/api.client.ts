/**
 * Browser-side calls to public API endpoints (no token needed): the password iv and SMS codes.
 * They go straight to the API so its per-IP limits see the fan's address.
 */
import type { SmsPurpose } from '@kanqiu/contract';
import type { z } from 'zod';
import { Code, DEFAULT_GET_PARAMS } from '@kanqiu/domain';
import { apiUrl, type ApiHosts } from './api-hosts';
import { failure, malformedMessage, readEnvelope, unreachableMessage, type ApiResult } from './api-envelope';
import { raiseApiException } from './api-exception';
import { encryptPassword, isPasswordIvMaterial } from './password-cipher';

async function callPublic(hosts: ApiHosts, path: string, init?: RequestInit): Promise<ApiResult<unknown>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, hosts), { ...init, headers: { accept: 'application/json', ...init?.headers } });
  } catch {
    return failure(Code.internalError, unreachableMessage);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return failure(Code.internalError, malformedMessage);
  }
  const envelope = readEnvelope(body);
  if (!envelope) return failure(Code.internalError, malformedMessage);
  if (envelope.code !== Code.ok) {
    const raised = raiseApiException(envelope.code, envelope.msg, response.status);
    return raised
      ? { ...failure(envelope.code, envelope.msg || malformedMessage), raised }
      : failure(envelope.code, envelope.msg || malformedMessage);
  }
  return { ok: true, code: Code.ok, msg: envelope.msg, data: envelope.data };
}

export async function sendSmsCode(hosts: ApiHosts, phone: string, type: SmsPurpose): Promise<ApiResult<unknown>> {
  return callPublic(hosts, '/inform/send/code', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, type }),
  });
}

export type EncryptedPasswords = { ivId: string; passwords: string[] };

/**
 * Fetches a one-time iv and encrypts every given password under it (change-password sends the
 * old and the new one with the same ivId).
 */
export async function encryptPasswords(
  hosts: ApiHosts,
  passwords: string[],
): Promise<{ ok: true; value: EncryptedPasswords } | { ok: false; msg: string }> {
  const result = await callPublic(hosts, '/user/password/iv');
  if (!result.ok) return { ok: false, msg: result.msg };
  if (!isPasswordIvMaterial(result.data)) return { ok: false, msg: malformedMessage };
  const material = result.data;
  try {
    return {
      ok: true,
      value: { ivId: material.ivId, passwords: passwords.map((password) => encryptPassword(password, material)) },
    };
  } catch {
    return { ok: false, msg: '密码加密失败，请刷新页面后重试' };
  }
}

/** A public GET from the browser (score-list filters, detail tabs), checked against its contract schema. */
export async function getPublic<S extends z.ZodType>(
  hosts: ApiHosts,
  path: string,
  schema: S,
  query?: Record<string, string | number | undefined>,
): Promise<ApiResult<z.output<S>>> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...DEFAULT_GET_PARAMS, ...query })) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  const result = await callPublic(hosts, search ? `${path}?${search}` : path);
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) return failure(Code.internalError, malformedMessage);
  return { ok: true, code: Code.ok, msg: result.msg, data: parsed.data };
}

/** Lines of a chat group (POST /chat/page, public): newest first, the newest or those before the message id `before`. */
export function fetchChatPage(hosts: ApiHosts, group: string, before?: number): Promise<ApiResult<unknown>> {
  return callPublic(hosts, '/chat/page', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ group, before }),
  });
}

/** A chat group's socket channel and connection token (POST /chat/getToken, spec §7); a guest's token only reads. */
export function fetchChatToken(hosts: ApiHosts, group: string): Promise<ApiResult<unknown>> {
  return callPublic(hosts, `/chat/getToken?group=${encodeURIComponent(group)}`, { method: 'POST' });
}

/** A public POST with a JSON body (POST /inform/info/list pages the news this way, spec §7). */
export async function postPublic<S extends z.ZodType>(
  hosts: ApiHosts,
  path: string,
  schema: S,
  body: Record<string, unknown>,
): Promise<ApiResult<z.output<S>>> {
  const result = await callPublic(hosts, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) return failure(Code.internalError, malformedMessage);
  return { ok: true, code: Code.ok, msg: result.msg, data: parsed.data };
}
