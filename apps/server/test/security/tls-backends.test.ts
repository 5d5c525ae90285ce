import { execFile } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer, TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/api';
import { startTestServer } from '../support/test-server';
import { selfSignedCertificate, type Certificate } from '../support/tls';

/**
 * TLS to PostgreSQL and Redis when their URLs ask for it (docs/deploy.md): each test puts a proxy that speaks only
 * TLS in front of the real service, so the API works through it only if it encrypts, and verifies the certificate
 * against the CA it is given (`sslrootcert` in DATABASE_URL; NODE_EXTRA_CA_CERTS for `rediss://`).
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const redisPing = fileURLToPath(new URL('./fixtures/redis-ping.ts', import.meta.url));

// PostgreSQL's SSLRequest: length 8, then the code 80877103.
const sslRequest = Buffer.from([0, 0, 0, 8, 4, 210, 22, 47]);

type Proxy = { port: number; sessions: () => number; close: () => Promise<void> };

function listen(server: Server, sessions: () => number): Promise<Proxy> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        sessions,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

function pipeTo(upstream: URL, socket: Socket): void {
  const backend = connect(Number(upstream.port), upstream.hostname);
  socket.pipe(backend).pipe(socket);
  backend.on('error', () => socket.destroy());
  socket.on('error', () => backend.destroy());
}

/** PostgreSQL over TLS only: answers SSLRequest with 'S', then forwards the decrypted stream; plain text is cut. */
function postgresTlsProxy(upstream: URL, { cert, key }: Certificate): Promise<Proxy> {
  let sessions = 0;
  const server = createServer((client) => {
    client.once('data', (first: Buffer) => {
      if (!first.equals(sslRequest)) return client.destroy();
      client.write('S');
      const secure = new TLSSocket(client, { isServer: true, cert, key });
      secure.on('secure', () => {
        sessions += 1;
      });
      pipeTo(upstream, secure);
    });
  });
  return listen(server, () => sessions);
}

/** Redis over TLS only. */
function redisTlsProxy(upstream: URL, { cert, key }: Certificate): Promise<Proxy> {
  let sessions = 0;
  const server = createTlsServer({ cert, key }, (secure) => {
    sessions += 1;
    pipeTo(upstream, secure);
  });
  return listen(server, () => sessions);
}

describe.skipIf(!databaseUrl)('TLS to PostgreSQL', () => {
  const certificate = selfSignedCertificate();
  let proxy: Proxy;
  beforeAll(async () => {
    proxy = await postgresTlsProxy(new URL(databaseUrl ?? ''), certificate);
  });
  afterAll(() => proxy.close());

  const throughProxy = (rootCert: string) => {
    const url = new URL(databaseUrl ?? '');
    url.host = `127.0.0.1:${proxy.port}`;
    url.searchParams.set('sslmode', 'verify-full');
    url.searchParams.set('sslrootcert', rootCert);
    return url.toString();
  };

  it('works with sslmode=verify-full and the CA in sslrootcert: migrations, a registration, readiness', async () => {
    const server = await startTestServer({
      name: 'postgres over tls',
      databaseUrl: throughProxy(certificate.certFile),
      redisUrl: undefined,
    });
    try {
      await registerUser(server);
      expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
      expect(proxy.sessions()).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('refuses a server whose certificate the given CA did not sign', async () => {
    const stranger = selfSignedCertificate();
    const url = throughProxy(stranger.certFile);
    await expect(startTestServer({ name: 'postgres over tls', databaseUrl: url, redisUrl: undefined })).rejects.toThrow(
      /certificate/i,
    );
  });
});

describe.skipIf(!redisUrl)('TLS to Redis', () => {
  const certificate = selfSignedCertificate();
  let proxy: Proxy;
  beforeAll(async () => {
    proxy = await redisTlsProxy(new URL(redisUrl ?? ''), certificate);
  });
  afterAll(() => proxy.close());

  // Not spawnSync: the proxy runs in this process and must keep answering while the child connects.
  const ping = (extraCa: string) =>
    new Promise<{ stdout: string; stderr: string; failed: boolean }>((resolve) => {
      const args = ['--import', 'tsx', redisPing, `rediss://127.0.0.1:${proxy.port}`];
      const env = { ...process.env, NODE_EXTRA_CA_CERTS: extraCa };
      execFile(process.execPath, args, { encoding: 'utf8', timeout: 20_000, env }, (error, stdout, stderr) =>
        resolve({ stdout, stderr, failed: error !== null }),
      );
    });

  it('works with rediss:// and the CA in NODE_EXTRA_CA_CERTS', async () => {
    const child = await ping(certificate.certFile);
    expect(child.stdout, child.stderr).toBe('PONG');
    expect(proxy.sessions()).toBeGreaterThan(0);
  });

  it('refuses a server whose certificate no trusted CA signed', async () => {
    const child = await ping(selfSignedCertificate().certFile);
    expect(child.stdout).not.toBe('PONG');
    expect(child.failed).toBe(true);
  });
});
