/**
 * Browser calls to the API that carry a credential header (the fan's `accessToken`, an operator's
 * `x-admin-token`), each answer checked against its contract schema.
 */
import { Code } from '@kanqiu/domain';
import type { z } from 'zod';
import { failure, malformedMessage, readEnvelope, unreachableMessage, type ApiResult } from './api-envelope';
import { apiUrl, type ApiHosts } from './api-hosts';

export type HeaderApi = {
  get<S extends z.ZodType>(
    path: string,
    schema: S,
    query?: Record<string, string | number>,
  ): Promise<ApiResult<z.output<S>>>;
  post<S extends z.ZodType>(path: string, schema: S, body?: unknown): Promise<ApiResult<z.output<S>>>;
  /** A multipart POST of one file in the field `file`. */
  upload<S extends z.ZodType>(path: string, schema: S, file: Blob): Promise<ApiResult<z.output<S>>>;
};

export function createHeaderApi(hosts: ApiHosts, headers: Record<string, string>): HeaderApi {
  async function call<S extends z.ZodType>(
    path: string,
    schema: S,
    init: RequestInit,
  ): Promise<ApiResult<z.output<S>>> {
    let body: unknown;
    try {
      const response = await fetch(apiUrl(path, hosts), {
        ...init,
        headers: { accept: 'application/json', ...headers, ...init.headers },
      });
      body = await response.json();
    } catch {
      return failure(Code.internalError, unreachableMessage);
    }
    const envelope = readEnvelope(body);
    if (!envelope) return failure(Code.internalError, malformedMessage);
    if (envelope.code !== Code.ok) return failure(envelope.code, envelope.msg || malformedMessage);
    const parsed = schema.safeParse(envelope.data);
    if (!parsed.success) return failure(Code.internalError, malformedMessage);
    return { ok: true, code: Code.ok, msg: envelope.msg, data: parsed.data };
  }
  return {
    get(path, schema, query) {
      const search = query
        ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`
        : '';
      return call(`${path}${search}`, schema, { method: 'GET' });
    },
    upload(path, schema, file) {
      const form = new FormData();
      form.append('file', file);
      return call(path, schema, { method: 'POST', body: form });
    },
    post(path, schema, body = {}) {
      return call(path, schema, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
  };
}
