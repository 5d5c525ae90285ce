import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type Backend, type TestServer, type TestServerOptions } from './test-server';

/** Starts a server for the enclosing describe block; call the returned getter inside tests. */
export function useTestServer(backend: Backend, options: TestServerOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(backend, options);
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error('The test server has not started');
    return server;
  };
}
