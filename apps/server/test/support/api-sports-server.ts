import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the local provider answers: as documented, a 500, a closed connection, or a 429 with Retry-After. */
export type Mode = 'ok' | 'error' | 'close' | 'rateLimited';

export type Logged = { path: string; query: Record<string, string>; at: number };

/**
 * A local server speaking the api-sports.io family's protocol (GET, the `x-apisports-key` header, the documented
 * envelope `{ get, parameters, errors, results, paging, response }`, a bad key answered in `errors`), its items
 * from `respond`. Every request is logged with the test's clock, to count them.
 */
export async function startApiSportsServer(options: {
  key: string;
  now: () => number;
  respond: (path: string, query: Record<string, string>) => unknown[];
}) {
  let mode: Mode = 'ok';
  const log: Logged[] = [];

  function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    log.push({ path: url.pathname, query, at: options.now() });
    if (mode === 'close') return request.socket.destroy();
    if (mode === 'error') return response.writeHead(500).end('Internal Server Error');
    if (mode === 'rateLimited') return response.writeHead(429, { 'retry-after': '120' }).end();
    const keyOk = request.headers['x-apisports-key'] === options.key;
    const items = keyOk ? options.respond(url.pathname, query) : [];
    const body = {
      get: url.pathname.slice(1),
      parameters: query,
      errors: keyOk ? [] : { token: 'Error/Missing application key.' },
      results: items.length,
      paging: { current: 1, total: 1 },
      response: items,
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    setMode(next: Mode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
