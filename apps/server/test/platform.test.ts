import { envelope, healthData } from '@kanqiu/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedStatus } from '../src/platform/feed-status';
import { backends, startTestServer, type TestServer } from './support/test-server';

describe.each(backends())('platform on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('reports database and redis status on /health', async () => {
    const body = envelope(healthData).parse(await (await fetch(`${server.url}/health`)).json());
    expect(body.code).toBe(200);
    expect(body.data?.status).toBe('ok');
    expect(body.data?.database).toEqual({ dialect: backend.databaseUrl ? 'postgres' : 'sqlite', status: 'ok' });
    expect(body.data?.redis.status).toBe(backend.redisUrl ? 'ok' : 'disabled');
  });

  it('answers unknown paths with the not-found envelope', async () => {
    const response = await fetch(`${server.url}/no/such/path`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, msg: '请求的内容不存在', data: null });
  });

  it('answers malformed JSON with the validation code and no stack', async () => {
    const response = await fetch(`${server.url}/inform/send/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone":',
    });
    expect(response.status).toBe(400);
    const body = envelope(z.unknown()).parse(await response.json());
    expect(body.code).toBe(400);
    expect(JSON.stringify(body)).not.toContain('at ');
  });

  it('publishes the OpenAPI document with every route', async () => {
    const body = z
      .object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) })
      .parse(await (await fetch(`${server.url}/docs/json`)).json());
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toContain('/health');
  });
});

describe('readiness', () => {
  it('answers 503 while the feed bootstraps and 200 once it is ready', async () => {
    const status = createFeedStatus('starting');
    const server = await startTestServer(backends()[0]!, { feedStatus: status });
    try {
      const starting = await fetch(`${server.url}/health/ready`);
      expect(starting.status).toBe(503);
      expect(await starting.json()).toEqual({ code: 503, msg: '服务正在启动，请稍后再试', data: null });
      status.set('ready');
      const ready = await fetch(`${server.url}/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ code: 200, data: { feed: 'ready' } });
    } finally {
      await server.close();
    }
  });
});
