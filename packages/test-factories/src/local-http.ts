import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LocalRequest = { method: string; url: URL; headers: IncomingMessage['headers']; body: string };
export type LocalAnswer = { status?: number; headers?: Record<string, string>; body: string };

/** A provider's endpoint on a random loopback port: every request read whole, answered by `handle`. */
export async function startLocalHttp(handle: (request: LocalRequest) => LocalAnswer | Promise<LocalAnswer>) {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      void Promise.resolve(
        handle({
          method: request.method ?? 'GET',
          url,
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      ).then((answer) => {
        response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
        response.end(answer.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
