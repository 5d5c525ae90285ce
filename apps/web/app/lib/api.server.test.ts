import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, type ApiTransport } from './api.server';

const hosts = { main: 'http://main.test', live: 'http://live.test', im: 'http://im.test' };

type Captured = { url: string; init: Parameters<ApiTransport>[1] };

function fakeApi(body: unknown, status = 200) {
  const calls: Captured[] = [];
  const impl: ApiTransport = vi.fn((url, init) => {
    calls.push({ url, init });
    return Promise.resolve({ status, json: () => Promise.resolve(body) });
  });
  return { calls, impl };
}

describe('createApiClient', () => {
  it('sends the token as the accessToken header to the host of the path', async () => {
    const { calls, impl } = fakeApi({ code: 200, msg: '成功', data: { n: 1 } });
    const api = createApiClient({ hosts, token: 'tok', transport: impl });
    const result = await api.get('/imapi/chat/list', z.object({ n: z.number() }), { page: 2, skip: undefined });
    expect(result).toEqual({ ok: true, code: 200, msg: '成功', data: { n: 1 } });
    expect(calls[0]?.url).toBe('http://im.test/imapi/chat/list?platform=4&page=2');
    expect(new Headers(calls[0]?.init.headers).get('accessToken')).toBe('tok');
  });

  it("merges the default GET params in, the call's own value winning (spec §7)", async () => {
    const { calls, impl } = fakeApi({ code: 200, msg: '成功', data: {} });
    const api = createApiClient({ hosts, token: null, transport: impl });
    await api.get('/tj/operate/config', z.unknown(), { platform: 9, channelId: 4 });
    await api.post('/user/feedback', z.unknown(), { json: {} });
    expect(calls[0]?.url).toBe('http://main.test/tj/operate/config?platform=9&channelId=4');
    expect(calls[1]?.url).toBe('http://main.test/user/feedback');
  });

  it('form-encodes, and leaves the token off anonymous calls', async () => {
    const { calls, impl } = fakeApi({ code: 200, msg: '', data: {} });
    const api = createApiClient({ hosts, token: 'tok', clientIp: '10.0.0.9', transport: impl });
    await api.post('/user/login', z.unknown(), { form: { phone: '13800000000', code: '123456' }, anonymous: true });
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('accessToken')).toBeNull();
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(headers.get('x-forwarded-for')).toBe('10.0.0.9');
    expect(String(calls[0]?.init.body)).toBe('phone=13800000000&code=123456');
    expect(calls[0]?.init.method).toBe('POST');
  });

  it('passes business failures through and reports the no-token code', async () => {
    const onNoToken = vi.fn();
    const api401 = createApiClient({
      hosts,
      token: 'old',
      onNoToken,
      transport: fakeApi({ code: 401, msg: '登录已失效，请重新登录', data: null }).impl,
    });
    expect(await api401.get('/user/center/info', z.unknown())).toEqual({
      ok: false,
      code: 401,
      msg: '登录已失效，请重新登录',
    });
    expect(onNoToken).toHaveBeenCalledOnce();

    const api400 = createApiClient({
      hosts,
      token: null,
      transport: fakeApi({ code: 400, msg: 'phone: 手机号格式不正确', data: null }, 400).impl,
    });
    expect(await api400.post('/user/login', z.unknown(), { form: {} })).toEqual({
      ok: false,
      code: 400,
      msg: 'phone: 手机号格式不正确',
    });
  });

  it('reports the exception a known non-success answer raises (spec §8), and none for 20001 or an unknown code', async () => {
    const heard = async (body: unknown, status = 200) => {
      const onException = vi.fn();
      const api = createApiClient({ hosts, token: 'old', onException, transport: fakeApi(body, status).impl });
      await api.get('/x', z.unknown());
      return onException.mock.calls.map(([detail]) => detail as unknown);
    };
    expect(await heard({ code: 401, msg: '登录已失效', data: null })).toEqual([
      { kind: 'login', code: 401, msg: '登录已失效' },
    ]);
    expect(await heard({ code: 11003, msg: '密码错误', data: null }, 400)).toEqual([
      { kind: 'home', code: 11003, msg: '密码错误' },
    ]);
    expect(await heard({ code: 12001, msg: '余额不足', data: null })).toEqual([
      { kind: 'toast', code: 12001, msg: '余额不足' },
    ]);
    expect(await heard({ code: 20001, msg: '视频不可用', data: null })).toEqual([]);
    expect(await heard({ code: 777, msg: '?', data: null })).toEqual([]);
    expect(await heard({ code: 200, msg: '', data: null })).toEqual([]);
  });

  it('turns data outside the contract, bodies that are not envelopes and network errors into a 500 failure', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrongData = createApiClient({
      hosts,
      token: null,
      transport: fakeApi({ code: 200, msg: '', data: { n: 'x' } }).impl,
    });
    expect((await wrongData.get('/a', z.object({ n: z.number() }))).code).toBe(500);
    const notEnvelope = createApiClient({ hosts, token: null, transport: fakeApi(['x']).impl });
    expect((await notEnvelope.get('/a', z.unknown())).code).toBe(500);
    const down = createApiClient({
      hosts,
      token: null,
      transport: () => Promise.reject(new TypeError('fetch failed')),
    });
    const result = await down.get('/a', z.unknown());
    expect(result).toEqual({ ok: false, code: 500, msg: '网络开小差了，请稍后再试' });
    quiet.mockRestore();
  });
});
