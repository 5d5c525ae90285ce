/** A provider's API that does not answer in this time counts as down: the order stays open for the reconciliation. */
const PROVIDER_TIMEOUT_MS = 10_000;

export type ProviderAnswer = { status: number; headers: Headers; text: string };

export async function callProvider(url: string, init: RequestInit): Promise<ProviderAnswer> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export class ProviderError extends Error {}

/** Yuan as the providers write them ("6.00") to 分, or null when it is no amount. */
export function fenOfYuanText(text: string | null | undefined): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Epoch seconds as Beijing wall time, `yyyy-MM-dd HH:mm:ss` (Alipay) or RFC 3339 with +08:00 (WeChat Pay). */
export function beijingTime(epochSeconds: number, style: 'plain' | 'rfc3339'): string {
  const wall = new Date((epochSeconds + 8 * 3600) * 1000).toISOString().slice(0, 19);
  return style === 'plain' ? wall.replace('T', ' ') : `${wall}+08:00`;
}

export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}
