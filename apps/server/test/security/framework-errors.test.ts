import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { envelopeShape } from '../support/fuzz';
import { parseRawAnswer, rawExchange } from '../support/raw-http';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

async function envelopeOf(response: Response) {
  return envelopeShape.parse(JSON.parse(await response.text()));
}

describe.each(backends())('framework errors answer the envelope on $name', (backend) => {
  const server = useTestServer(backend);

  it.each([
    ['a bad URL', '/live/fb/match/live/navigation/%E0%A4%A', 400, '请求地址不正确'],
    ['a too-long parameter', `/live/fb/match/live/navigation/${'1'.repeat(200)}`, 414, '路径参数过长'],
  ])('%s', async (_name, path, status, msg) => {
    const response = await fetch(server().url + path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await envelopeOf(response)).toEqual({ code: Code.validationFailed, msg, data: null });
  });

  it.each([
    ['bad JSON', 'application/json', '{"phone":', 400, '请求体不是有效的 JSON'],
    ['an empty JSON body', 'application/json', '', 400, '请求体不能为空'],
    ['an unsupported media type', 'application/xml', '<phone/>', 415, '不支持的请求内容类型'],
    ['a body over 1 MB', 'application/json', JSON.stringify({ phone: 'x'.repeat(1024 * 1024) }), 413, '请求内容过大'],
  ])('%s', async (_name, contentType, body, status, msg) => {
    const response = await fetch(`${server().url}/inform/send/code`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(status);
    expect(await envelopeOf(response)).toEqual({ code: Code.validationFailed, msg, data: null });
  });

  it('an oversized header, refused by the HTTP parser before any route', async () => {
    const request = `GET /inform/app/info HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    const { status, body } = parseRawAnswer((await rawExchange(server().url, [request])).text);
    expect(status).toBe(431);
    expect(body).toEqual({ code: Code.validationFailed, msg: '请求头过大', data: null });
  });

  it('garbage instead of HTTP', async () => {
    const { status, body } = parseRawAnswer((await rawExchange(server().url, ['NOT HTTP AT ALL\r\n\r\n'])).text);
    expect(status).toBe(400);
    expect(envelopeShape.parse(body).code).toBe(Code.validationFailed);
  });
});
