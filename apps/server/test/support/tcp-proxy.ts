import { createServer, connect, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  /** host:port to give the client in place of the real service's. */
  host: string;
  port: number;
  /** Drops every open connection and refuses new ones until `restore()`, as a network cut would. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

/**
 * A loopback TCP proxy in front of a shared service (PostgreSQL, Redis), so fault tests can cut
 * their own path to it without touching the server every other test uses.
 */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let isCut = false;

  const server: Server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const cut = () => {
    isCut = true;
    for (const socket of open) socket.destroy();
    open.clear();
  };

  return {
    host: '127.0.0.1',
    port,
    cut,
    restore() {
      isCut = false;
    },
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
