/**
 * GET requests to an api-sports.io API (API-Football v3, API-Basketball v1: one family, one envelope) with the
 * `x-apisports-key` header (its only authentication), each answer checked against the documented envelope
 * `{ get, parameters, errors, results, paging, response }`, `errors` an empty array or an object of messages. A failure is a ProviderError saying what the poller should do: wait for the
 * rate limit (a 429, or the `rateLimit` error the API reports in a 200), wait out an outage (5xx, a closed or
 * timed-out connection), or give up on that request (a refused key, an answer not as documented).
 */
import { z } from 'zod';

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

function envelopeOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    errors: z.union([z.array(z.unknown()), z.record(z.string(), z.string())]),
    results: z.number().int(),
    paging: z.object({ current: z.number().int(), total: z.number().int() }).optional(),
    response: z.array(item),
  });
}

function retryAfterMs(header: string | null): number | null {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

function errorsOf(errors: unknown[] | Record<string, string>): Record<string, string> {
  return Array.isArray(errors) ? {} : errors;
}

export function createApiSportsClient(options: { baseUrl: string; key: string; timeoutMs: number }) {
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

export type ApiSportsClient = ReturnType<typeof createApiSportsClient>;
