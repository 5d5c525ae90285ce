import { describe, expect, it } from 'vitest';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const webOrigin = 'https://m.kanqiu.example';

describe.each(backends())('security headers, CORS and compression on $name', (backend) => {
  const server = useTestServer(backend, { env: { WEB_ORIGIN: `https://kanqiu.example,${webOrigin}` } });

  it('sends the API headers on every JSON answer', async () => {
    const response = await fetch(`${server().url}/inform/app/info`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // What only documents heed: not sent with JSON.
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(response.headers.get('x-xss-protection')).toBeNull();
  });

  it('pins HTTPS only when the request came over TLS through a trusted proxy', async () => {
    const plain = await fetch(`${server().url}/inform/app/info`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const tls = await fetch(`${server().url}/inform/app/info`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('lets the OpenAPI UI run its scripts but not be framed', async () => {
    const response = await fetch(`${server().url}/docs/static/index.html`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('script-src');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('allows only the configured web origins, without credentials', async () => {
    const allowed = await fetch(`${server().url}/inform/app/info`, { headers: { origin: webOrigin } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(webOrigin);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const other = await fetch(`${server().url}/inform/app/info`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server().url}/inform/send/code`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('compresses JSON for clients that accept it, and not for those that do not', async () => {
    const url = `${server().url}/docs/json`;
    const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(await gzip.text())).toHaveProperty('paths');
    const identity = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
  });
});
