import { createServer } from 'node:net';

/** A loopback port no one listens on now, for a server a test starts outside Node (ffmpeg, nginx, Prometheus). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}
