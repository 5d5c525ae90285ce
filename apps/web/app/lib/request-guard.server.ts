import { maxImageBytes } from './image-upload';

/** Like the API's HTTP_REQUEST_TIMEOUT_MS: a request whose headers and body have not all come by then is cut. */
export const WEB_REQUEST_TIMEOUT_MS = 30_000;

// A form or a JSON action is a few fields; the pages that take a picture take one image and its form.
const FORM_BODY_BYTES = 64 * 1024;
const UPLOAD_BODY_BYTES = maxImageBytes + FORM_BODY_BYTES;
const UPLOAD_PAGES = [/^\/community\/act(\.data)?$/, /^\/user\/(infor|broadcast)(\.data)?$/];
const BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'];
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type Refusal = { status: 400 | 403 | 411 | 413 | 415; message: string };

/**
 * Whether the web refuses a request's body before reading it: bodies are form posts, JSON or one picture, of a
 * stated length within the page's limit (a browser always states it), never a stream that could grow or linger.
 */
export function bodyRefusal(
  method: string,
  path: string,
  headers: { 'content-length'?: string; 'content-type'?: string; 'transfer-encoding'?: string },
): Refusal | null {
  if (BODILESS.has(method)) return null;
  if (headers['transfer-encoding'] !== undefined) return { status: 411, message: '请求需注明内容长度' };
  const stated = headers['content-length'];
  // Neither header: no body.
  if (stated === undefined) return null;
  const length = Number(stated);
  if (!Number.isSafeInteger(length) || length < 0) return { status: 400, message: '请求内容长度不正确' };
  const limit = UPLOAD_PAGES.some((page) => page.test(path)) ? UPLOAD_BODY_BYTES : FORM_BODY_BYTES;
  if (length > limit) return { status: 413, message: '请求内容过大' };
  const type = headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (length > 0 && !BODY_TYPES.includes(type ?? '')) return { status: 415, message: '不支持的请求内容类型' };
  return null;
}

/**
 * Whether a request that may change state comes from another site's page (forgery): a browser says where it comes
 * from in `Origin`, which must be the page's own origin or one of `webOrigins`; with none, it must say
 * `Sec-Fetch-Site: same-origin`. A sibling subdomain or another port of the same host is another origin: SameSite
 * cookies would not stop it.
 */
export function originRefusal(
  method: string,
  headers: { origin?: string; 'sec-fetch-site'?: string },
  ownOrigin: string,
  webOrigins: readonly string[],
): Refusal | null {
  if (BODILESS.has(method)) return null;
  const from = headers.origin;
  const allowed =
    from === undefined ? headers['sec-fetch-site'] === 'same-origin' : from === ownOrigin || webOrigins.includes(from);
  return allowed ? null : { status: 403, message: '请求来源不被允许' };
}
