import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const ceiling = 3;

/** A kept-alive connection that has been answered once, so the server surely counts it. */
function openAnsweredConnection(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write('GET /health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n'),
    );
    socket.once('data', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Whether a new connection is closed by the server without an answer. */
function closedUnanswered(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let answered = false;
    const socket = connect(Number(port), hostname, () => socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n'));
    socket.on('data', () => (answered = true));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(!answered));
    socket.setTimeout(5000, () => socket.destroy());
  });
}

describe.each(backends())('the connection ceiling on $name', (backend) => {
  const server = useTestServer(backend, { env: { HTTP_MAX_CONNECTIONS: String(ceiling) } });
  const held: Socket[] = [];
  afterEach(() => held.splice(0).forEach((socket) => socket.destroy()));

  it('closes connections beyond the ceiling at once and keeps serving the others', async () => {
    for (let index = 0; index < ceiling; index += 1) held.push(await openAnsweredConnection(server().url));
    expect(await closedUnanswered(server().url)).toBe(true);

    held.pop()?.destroy();
    await expect.poll(async () => (await fetch(`${server().url}/health`).catch(() => null))?.status).toBe(200);
  });
});
