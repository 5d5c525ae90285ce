/**
 * GET requests to API-Football v3 with the `x-apisports-key` header (its only authentication), each answer checked
 * against the documented envelope. A failure is a ProviderError saying what the poller should do: wait for the
 * rate limit (a 429, or the `rateLimit` error the API reports in a 200), wait out an outage (5xx, a closed or
 * timed-out connection), or give up on that request (a refused key, an answer not as documented).
 */
import type { z } from 'zod';
import { envelopeOf } from './wire';

export type ProviderFailure = 'rateLimited' | 'unavailable' | 'refused';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    /** From a 429's Retry-After header. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

function retryAfterMs(header: string | null): number | null {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

function errorsOf(errors: unknown[] | Record<string, string>): Record<string, string> {
  return Array.isArray(errors) ? {} : errors;
}

export function createApiFootballClient(options: { baseUrl: string; key: string; timeoutMs: number }) {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function answer(path: string, params: Record<string, string | number>): Promise<unknown> {
    const url = `${base}/${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'x-apisports-key': options.key },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new ProviderError('unavailable', `${path}: ${(error as Error).message}`);
    }
    if (response.status === 429) {
      throw new ProviderError('rateLimited', `${path}: 429`, retryAfterMs(response.headers.get('retry-after')));
    }
    if (response.status >= 500) throw new ProviderError('unavailable', `${path}: HTTP ${response.status}`);
    if (!response.ok) throw new ProviderError('refused', `${path}: HTTP ${response.status}`);
    try {
      return await response.json();
    } catch (error) {
      throw new ProviderError('unavailable', `${path}: ${(error as Error).message}`);
    }
  }

  /** The `response` array of GET /{path}?{params}, each item checked by `item`. */
  async function get<T extends z.ZodTypeAny>(
    path: string,
    params: Record<string, string | number>,
    item: T,
  ): Promise<z.infer<T>[]> {
    const parsed = envelopeOf(item).safeParse(await answer(path, params));
    if (!parsed.success)
      throw new ProviderError('refused', `${path}: answer not as documented: ${parsed.error.message}`);
    const errors = errorsOf(parsed.data.errors);
    if ('rateLimit' in errors || 'requests' in errors) {
      throw new ProviderError('rateLimited', `${path}: ${errors.rateLimit ?? errors.requests}`);
    }
    if (Object.keys(errors).length > 0) throw new ProviderError('refused', `${path}: ${JSON.stringify(errors)}`);
    return parsed.data.response;
  }

  return { get };
}

export type ApiFootballClient = ReturnType<typeof createApiFootballClient>;
