/**
 * The server-side API client of loaders and actions (the BFF half of auth): it picks the host by
 * path, adds the accessToken header from the session cookie, checks the envelope and the data
 * against the contract schema, and tells the session when the API says the token is gone.
 */
import { Code, DEFAULT_GET_PARAMS } from '@kanqiu/domain';
import { DEVICE_ID_HEADER } from '@kanqiu/contract';
import { Agent, request } from 'undici';
import type { z } from 'zod';
import { apiUrl, type ApiHosts } from './api-hosts';
import { failure, malformedMessage, readEnvelope, unreachableMessage, type ApiResult } from './api-envelope';
import { apiExceptionDetail, type ApiExceptionDetail } from './api-exception';

export type ApiCall = {
  method?: 'GET' | 'POST' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  /** Sent form-encoded (POST /user/login is form-encoded in the spec). */
  form?: Record<string, string>;
  multipart?: FormData;
  /** Skip the accessToken header even when there is one. */
  anonymous?: boolean;
  /** Headers of this call only (a fan's confirmation of a large spend). */
  headers?: Record<string, string>;
  /** A device id for this call only (the one 青少年模式 is turned on for, before its cookie is back). */
  deviceId?: string;
};

export type ApiClientOptions = {
  hosts: ApiHosts;
  token: string | null;
  /** The fan's address, passed on so the API's per-IP limits see the fan rather than this server. */
  clientIp?: string | null;
  /** The id the web server gave the fan's request, under which the API logs the calls made for it. */
  requestId?: string | null;
  /** The browser's device id (`kq_device`, set when a guest turns 青少年模式 on), for the API's per-device rules. */
  deviceId?: string | null;
  onNoToken?: () => void;
  /** A known non-success answer (spec §8), for the session to hand over to the page. */
  onException?: (detail: ApiExceptionDetail) => void;
  timeoutMs?: number;
  transport?: ApiTransport;
};

/** One exchange with the API, as the client needs it: the answer's status and its body read as JSON. */
export type ApiTransport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Buffer; timeoutMs: number },
) => Promise<{ status: number; json(): Promise<unknown> }>;

/** Kept-alive connections to the API, shared by every request this server answers. */
const apiAgent = new Agent({ keepAliveTimeout: 10_000 });

/**
 * undici's `request` rather than `fetch`: a page's loaders make several calls for every view, and fetch's WHATWG
 * machinery (streams, Headers, a signal per call) cost about four times the CPU per call (bench/results/kickoff-reads.md).
 */
const undiciTransport: ApiTransport = async (url, { method, headers, body, timeoutMs }) => {
  const answer = await request(url, {
    method: method as 'GET',
    headers,
    body,
    dispatcher: apiAgent,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  return { status: answer.statusCode, json: () => answer.body.json() };
};

/** A multipart body as bytes with its boundary, so every call goes one way. */
async function multipartBody(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

export type ApiClient = {
  call<S extends z.ZodType>(path: string, schema: S, options?: ApiCall): Promise<ApiResult<z.output<S>>>;
  get<S extends z.ZodType>(path: string, schema: S, query?: ApiCall['query']): Promise<ApiResult<z.output<S>>>;
  post<S extends z.ZodType>(
    path: string,
    schema: S,
    options?: Omit<ApiCall, 'method'>,
  ): Promise<ApiResult<z.output<S>>>;
};

function withQuery(path: string, query: ApiCall['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = options.transport ?? undiciTransport;

  async function call<S extends z.ZodType>(
    path: string,
    schema: S,
    init: ApiCall = {},
  ): Promise<ApiResult<z.output<S>>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token && !init.anonymous) headers.accesstoken = options.token;
    if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
    if (options.requestId) headers['x-request-id'] = options.requestId;
    for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;
    const deviceId = init.deviceId ?? options.deviceId;
    if (deviceId) headers[DEVICE_ID_HEADER] = deviceId;
    let body: string | Buffer | undefined;
    if (init.multipart) {
      const multipart = await multipartBody(init.multipart);
      body = multipart.body;
      headers['content-type'] = multipart.contentType;
    } else if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    }
    const method = init.method ?? (body === undefined ? 'GET' : 'POST');

    let response: Awaited<ReturnType<ApiTransport>>;
    try {
      response = await transport(apiUrl(withQuery(path, init.query), options.hosts), {
        method,
        headers,
        body,
        timeoutMs: options.timeoutMs ?? 10_000,
      });
    } catch (error) {
      console.error(`API ${method} ${path} unreachable:`, error instanceof Error ? error.message : error);
      return failure(Code.internalError, unreachableMessage);
    }

    let parsedBody: unknown;
    try {
      parsedBody = await response.json();
    } catch {
      return failure(Code.internalError, response.status === 404 ? '接口不存在' : malformedMessage);
    }
    const envelope = readEnvelope(parsedBody);
    if (!envelope) return failure(Code.internalError, malformedMessage);
    if (envelope.code === Code.noToken) options.onNoToken?.();
    if (envelope.code !== Code.ok) {
      const exception = apiExceptionDetail(envelope.code, envelope.msg, response.status);
      if (exception) options.onException?.(exception);
      return failure(envelope.code, envelope.msg || malformedMessage);
    }

    const data = schema.safeParse(envelope.data);
    if (!data.success) {
      console.error(`API ${method} ${path} answered data outside the contract:`, data.error.issues.slice(0, 3));
      return failure(Code.internalError, malformedMessage);
    }
    return { ok: true, code: Code.ok, msg: envelope.msg, data: data.data };
  }

  return {
    call,
    get: (path, schema, query) => call(path, schema, { method: 'GET', query: { ...DEFAULT_GET_PARAMS, ...query } }),
    post: (path, schema, init = {}) => call(path, schema, { ...init, method: 'POST' }),
  };
}
