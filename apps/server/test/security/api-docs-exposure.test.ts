import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

/** What production refuses to start without: its own secrets and no dev SMS outbox. */
const production = {
  NODE_ENV: 'production',
  SMS_OUTBOX: 'off',
  ID_NUMBER_HASH_KEY: 'production-id-number-key-0123456789',
  UPLOAD_URL_KEY: 'production-upload-url-key-0123456789',
  SOCKET_TOKEN_KEY: 'production-socket-token-key-0123456789',
};

/**
 * A fresh server under a busy machine may shed a request with 503 and Retry-After (the load shedder counts an
 * interval without event-loop samples as overload): ask again, as a client told to retry would.
 */
async function answerOf(url: string): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url);
    if (response.status !== 503 || attempt === 20) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const statusOf = async (url: string) => (await answerOf(url)).status;

/** fetch() refuses TRACE itself, so ask over plain HTTP. */
const traceStatus = (url: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    const traced = request(url, { method: 'TRACE' }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    traced.on('error', reject);
    traced.end();
  });

describe.each(backends())('the OpenAPI document, the viewer and TRACE on $name', (backend) => {
  describe('in production', () => {
    const server = useTestServer(backend, { env: production });

    it('are not served: the API does not hand out its own map', async () => {
      expect(await statusOf(`${server().url}/docs`)).toBe(404);
      expect(await statusOf(`${server().url}/docs/json`)).toBe(404);
      expect(await statusOf(`${server().url}/docs/static/index.html`)).toBe(404);
      expect(await statusOf(`${server().url}/inform/app/info`)).toBe(200);
    });

    it('does not answer TRACE, so no request is echoed back', async () => {
      expect(await traceStatus(`${server().url}/inform/app/info`)).toBe(404);
      expect(await traceStatus(`${server().url}/`)).toBe(404);
    });
  });

  describe('in production with API_DOCS=on', () => {
    const server = useTestServer(backend, { env: { ...production, API_DOCS: 'on' } });

    it('are served when the operator asks for them', async () => {
      const document = (await (await answerOf(`${server().url}/docs/json`)).json()) as { openapi: string };
      expect(document.openapi).toMatch(/^3\./);
      expect(await statusOf(`${server().url}/docs/static/index.html`)).toBe(200);
    });
  });
});
