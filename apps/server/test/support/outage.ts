import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/** A proxy in front of the service a URL names, and the same URL pointing at the proxy instead. */
export async function proxyFor(url: string, defaultPort: number): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(url);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || defaultPort));
  const through = new URL(url);
  through.hostname = proxy.host;
  through.port = String(proxy.port);
  return { proxy, url: through.toString() };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it holds; resolves to the milliseconds it took, fails after `timeoutMs`. */
export async function msUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (await check().catch(() => false)) return Math.round(performance.now() - start);
    await sleep(100);
  }
  throw new Error(`Not recovered within ${timeoutMs} ms`);
}

/** The HTTP status and envelope code of a GET, for probing during an outage. */
export async function probe(url: string, headers: Record<string, string> = {}): Promise<[number, number]> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
  const body = (await response.json()) as { code: number };
  return [response.status, body.code];
}
