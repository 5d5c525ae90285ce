import { createHash, createHmac } from 'node:crypto';
import { Code } from '@kanqiu/domain';
import { tokenData } from '@kanqiu/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataOf, encryptedPassword, newPhone, post, type Reply } from '../support/api';
import { startLocalHttp, type LocalRequest } from '@kanqiu/test-factories';
import { backends, startTestServer, type TestServer } from '../support/test-server';

const KEY_ID = 'LTAI-test-key-id';
const SECRET = 'test-secret-of-the-gateway';
const SIGN_NAME = '看球直播';
const TEMPLATE = 'SMS_123456789';

/** Percent-encoding character by character as Alibaba Cloud's signature page tabulates it. */
function documentedEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** Dysmsapi's check of an RPC request: recomputes the signature from the sorted, encoded parameters. */
function aliyunSignatureHolds(method: string, params: URLSearchParams, secret: string): boolean {
  const canonical = [...params.entries()]
    .filter(([key]) => key !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${documentedEncode(key)}=${documentedEncode(value)}`)
    .join('&');
  const stringToSign = `${method}&${documentedEncode('/')}&${documentedEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64') === params.get('Signature');
}

/** Tencent Cloud's check of a TC3-HMAC-SHA256 request, step by step as the API 3.0 signature page lists them. */
function tencentSignatureHolds(request: LocalRequest, secretId: string, secretKey: string): boolean {
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/(\w+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      String(request.headers.authorization),
    );
  if (!match) return false;
  const [, id, date, service, signedHeaders, signature] = match as unknown as string[];
  const timestamp = Number(request.headers['x-tc-timestamp']);
  if (id !== secretId || new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return false;
  const names = signedHeaders!.split(';');
  const canonicalHeaders = names
    .map((name) => `${name}:${String(request.headers[name]).trim().toLowerCase()}\n`)
    .join('');
  const hex = (text: string) => createHash('sha256').update(text).digest('hex');
  const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${hex(request.body)}`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${hex(canonicalRequest)}`;
  const h = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  const key = h(h(h(`TC3${secretKey}`, date!), service!), 'tc3_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex') === signature;
}

type GatewayState = { codes: Map<string, string>; nextRefusal: string | null; requests: number; garbage: boolean };

function gatewayState(): GatewayState {
  return { codes: new Map(), nextRefusal: null, requests: 0, garbage: false };
}

async function startAliyun(state: GatewayState) {
  const nonces = new Set<string>();
  return startLocalHttp(({ method, body }) => {
    state.requests += 1;
    if (state.garbage)
      return { status: 502, headers: { 'content-type': 'text/html' }, body: '<html>bad gateway</html>' };
    const params = new URLSearchParams(body);
    const nonce = params.get('SignatureNonce') ?? '';
    const fresh = Math.abs(Date.parse(params.get('Timestamp') ?? '') - Date.now()) < 15 * 60_000;
    if (!aliyunSignatureHolds(method, params, SECRET) || nonces.has(nonce) || !fresh) {
      return {
        status: 400,
        body: JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' }),
      };
    }
    nonces.add(nonce);
    const refusal = state.nextRefusal;
    state.nextRefusal = null;
    if (refusal)
      return {
        body: JSON.stringify({
          Code: refusal,
          Message: refusal === 'isv.BUSINESS_LIMIT_CONTROL' ? '触发分钟级流控Permits:1' : '失败',
        }),
      };
    const ok =
      params.get('Action') === 'SendSms' &&
      params.get('AccessKeyId') === KEY_ID &&
      params.get('SignName') === SIGN_NAME &&
      params.get('TemplateCode') === TEMPLATE;
    if (!ok) return { status: 400, body: JSON.stringify({ Code: 'isv.INVALID_PARAMETERS', Message: 'bad' }) };
    state.codes.set(
      params.get('PhoneNumbers') ?? '',
      (JSON.parse(params.get('TemplateParam') ?? '{}') as { code: string }).code,
    );
    return {
      body: JSON.stringify({
        Code: 'OK',
        Message: 'OK',
        BizId: '9006197469364984400',
        RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990',
      }),
    };
  });
}

async function startTencent(state: GatewayState) {
  return startLocalHttp((request) => {
    state.requests += 1;
    if (state.garbage)
      return { status: 502, headers: { 'content-type': 'text/html' }, body: '<html>bad gateway</html>' };
    const fail = (code: string) => ({
      body: JSON.stringify({ Response: { Error: { Code: code, Message: code }, RequestId: 'r1' } }),
    });
    if (!tencentSignatureHolds(request, KEY_ID, SECRET)) return fail('AuthFailure.SignatureFailure');
    if (request.headers['x-tc-action'] !== 'SendSms' || request.headers['x-tc-version'] !== '2021-01-11')
      return fail('InvalidAction');
    const body = JSON.parse(request.body) as {
      PhoneNumberSet: string[];
      SmsSdkAppId: string;
      SignName: string;
      TemplateId: string;
      TemplateParamSet: string[];
    };
    if (body.SmsSdkAppId !== '1400000001' || body.SignName !== SIGN_NAME || body.TemplateId !== TEMPLATE) {
      return fail('InvalidParameterValue');
    }
    const phone = body.PhoneNumberSet[0] ?? '';
    const refusal = state.nextRefusal;
    state.nextRefusal = null;
    if (!refusal) state.codes.set(phone.replace(/^\+86/, ''), body.TemplateParamSet[0] ?? '');
    const status = {
      SerialNo: '5000:1045710669157053657849499619',
      PhoneNumber: phone,
      Fee: 1,
      Code: refusal ?? 'Ok',
      Message: 'send success',
      IsoCode: 'CN',
    };
    return { body: JSON.stringify({ Response: { SendStatusSet: [status], RequestId: 'a0aabda6' } }) };
  });
}

const providers = [
  {
    name: 'aliyun',
    start: startAliyun,
    env: {},
    rateLimit: 'isv.BUSINESS_LIMIT_CONTROL',
    dayLimit: 'isv.DAY_LIMIT_CONTROL',
    broken: 'isv.AMOUNT_NOT_ENOUGH',
  },
  {
    name: 'tencent',
    start: startTencent,
    env: { SMS_APP_ID: '1400000001' },
    rateLimit: 'LimitExceeded.PhoneNumberThirtySecondLimit',
    dayLimit: 'LimitExceeded.PhoneNumberDailyLimit',
    broken: 'FailedOperation.InsufficientBalanceInSmsPackage',
  },
] as const;

const cases = backends().flatMap((backend) =>
  providers.map((provider) => ({ ...provider, backend, label: `${provider.name} on ${backend.name}` })),
);

describe.each(cases)(
  'verification codes through $label',
  ({ backend, start, env, name, rateLimit, dayLimit, broken }) => {
    const state = gatewayState();
    let gateway: Awaited<ReturnType<typeof startAliyun>>;
    let server: TestServer;
    const gatewayEnv = (secret: string) => ({
      SMS_PROVIDER: name,
      SMS_ACCESS_KEY_ID: KEY_ID,
      SMS_ACCESS_KEY_SECRET: secret,
      SMS_SIGN_NAME: SIGN_NAME,
      SMS_TEMPLATE_ID: TEMPLATE,
      SMS_ENDPOINT: `${gateway.url}/`,
      SMS_OUTBOX: 'off',
      ...env,
    });

    beforeAll(async () => {
      gateway = await start(state);
      server = await startTestServer(backend, { env: gatewayEnv(SECRET) });
    });
    afterAll(async () => {
      await server.close();
      await gateway.close();
    });
    beforeEach(() => {
      state.nextRefusal = null;
      state.garbage = false;
      server.clock.advance(3600);
    });

    const send = (phone: string, type = 'register') => post(server, '/inform/send/code', { phone, type });
    const codeRows = async (phone: string) =>
      (await server.database.db.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute()).length;

    it('sends a signed request the gateway verifies, and the code it delivered registers the fan', async () => {
      const phone = newPhone();
      expect((await send(phone)).code).toBe(Code.ok);
      const code = state.codes.get(phone);
      expect(code).toMatch(/^\d{6}$/);
      const body = { phone, code, ...(await encryptedPassword(server, 'kanqiu2026')) };
      expect(dataOf(await post(server, '/user/register', body), tokenData).token).toBeTruthy();
    });

    it('answers the gateway’s own rate limits with ours, and keeps no code it did not deliver', async () => {
      const phone = newPhone();
      state.nextRefusal = rateLimit;
      expect(await send(phone)).toMatchObject({
        status: 200,
        code: Code.smsTooFrequent,
        msg: '验证码发送过于频繁，请 60 秒后再试',
      });
      state.nextRefusal = dayLimit;
      expect((await send(phone)).code).toBe(Code.smsDailyLimit);
      expect(await codeRows(phone)).toBe(0);
      expect((await send(phone)).code).toBe(Code.ok);
    });

    it('answers a refusal, garbage or an outage with 验证码发送失败, never a 500 nor the provider’s words', async () => {
      const expected = { status: 200, code: Code.smsSendFailed, msg: '验证码发送失败，请稍后再试', data: null };
      state.nextRefusal = broken;
      expect(await send(newPhone())).toEqual(expected);
      state.garbage = true;
      expect(await send(newPhone())).toEqual(expected);
    });

    it('gives a registered and an unknown phone the same failure, so it tells nothing about who is registered', async () => {
      const registered = newPhone();
      await send(registered);
      const code = state.codes.get(registered);
      await post(server, '/user/register', {
        phone: registered,
        code,
        ...(await encryptedPassword(server, 'kanqiu2026')),
      });
      server.clock.advance(120);
      state.nextRefusal = broken;
      const known: Reply = await send(registered, 'login');
      state.nextRefusal = broken;
      const unknown: Reply = await send(newPhone(), 'register');
      expect(known).toEqual(unknown);
    });

    it('is refused by the gateway when signed with the wrong secret, and says only 验证码发送失败', async () => {
      const wrong = await startTestServer(backend, { env: gatewayEnv('not-the-secret'), shareWith: server });
      try {
        const before = state.codes.size;
        expect((await post(wrong, '/inform/send/code', { phone: newPhone(), type: 'register' })).code).toBe(
          Code.smsSendFailed,
        );
        expect(state.codes.size).toBe(before);
      } finally {
        await wrong.close();
      }
    });

    it('says 验证码发送失败 when the gateway cannot be reached', async () => {
      const down = await startTestServer(backend, {
        env: { ...gatewayEnv(SECRET), SMS_ENDPOINT: 'http://127.0.0.1:9/' },
        shareWith: server,
      });
      try {
        expect((await post(down, '/inform/send/code', { phone: newPhone(), type: 'register' })).code).toBe(
          Code.smsSendFailed,
        );
      } finally {
        await down.close();
      }
    });
  },
);
