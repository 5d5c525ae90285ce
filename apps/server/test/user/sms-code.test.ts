import { sendCodeData, smsOutboxEntry, tokenData } from '@kanqiu/contract';
import { Code, nextLocalHour } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { dataOf, get, newPhone, post, registerUser, smsCode } from '../support/api';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

/** Moves the test clock forward to the next time the Shanghai clock reads hour:00. */
function advanceToShanghaiHour(server: TestServer, hour: number): void {
  const target = nextLocalHour(new Date(server.clock.now * 1000), hour).getTime() / 1000;
  server.clock.advance(target - server.clock.now);
}

const send = (server: TestServer, phone: string, type = 'register') =>
  post(server, '/inform/send/code', { phone, type });
const loginByCode = (server: TestServer, phone: string, code: string) => post(server, '/user/login', { phone, code });

describe.each(backends())('POST /inform/send/code on $name', (backend) => {
  const server = useTestServer(backend);

  it('sends a 6-digit code valid for 5 minutes, resendable after 60 s', async () => {
    const phone = newPhone();
    const data = dataOf(await send(server(), phone), sendCodeData);
    const now = server().clock.now;
    expect(data).toEqual({ expiresAt: now + 300, resendAt: now + 60 });
    expect(server().sms.lastFor(phone)).toMatchObject({ phone, purpose: 'register', sentAt: now });
    expect(server().sms.lastFor(phone)?.code).toMatch(/^\d{6}$/);
  });

  it('stores the code hashed, never in clear', async () => {
    const phone = newPhone();
    const code = await smsCode(server(), phone, 'register');
    const row = await server()
      .database.db.selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('accepts a form-encoded body', async () => {
    expect(
      (await post(server(), '/inform/send/code', { phone: newPhone(), type: 'register' }, { form: true })).code,
    ).toBe(Code.ok);
  });

  it('sends login and reset codes only to registered phones', async () => {
    const unknown = newPhone();
    expect((await send(server(), unknown, 'login')).code).toBe(Code.phoneNotRegistered);
    expect((await send(server(), unknown, 'reset')).code).toBe(Code.phoneNotRegistered);
    const { phone } = await registerUser(server());
    expect((await send(server(), phone, 'register')).code).toBe(Code.phoneAlreadyRegistered);
    server().clock.advance(60);
    expect((await send(server(), phone, 'login')).code).toBe(Code.ok);
  });

  it.each([
    [{ phone: '12345678901', type: 'register' }, 'phone'],
    [{ phone: '13800138000', type: 'bind' }, 'type'],
    [{ type: 'register' }, 'phone'],
  ])('refuses %j naming the field', async (body, field) => {
    const reply = await post(server(), '/inform/send/code', body);
    expect(reply).toMatchObject({ status: 400, code: Code.validationFailed, data: null });
    expect(reply.msg).toContain(field);
  });

  it('sends at most one code per phone every 60 seconds', async () => {
    const phone = newPhone();
    expect((await send(server(), phone)).code).toBe(Code.ok);
    server().clock.advance(59);
    const early = await send(server(), phone);
    expect(early).toEqual({
      status: 200,
      code: Code.smsTooFrequent,
      msg: '验证码发送过于频繁，请 60 秒后再试',
      data: null,
    });
    server().clock.advance(1);
    expect((await send(server(), phone)).code).toBe(Code.ok);
  });
});

describe.each(backends())('daily SMS caps on $name', (backend) => {
  const server = useTestServer(backend, { env: { SMS_DAILY_LIMIT_PER_PHONE: '3', SMS_DAILY_LIMIT_PER_IP: '5' } });

  it('caps codes per phone per Shanghai day and resets at midnight', async () => {
    advanceToShanghaiHour(server(), 9);
    const phone = newPhone();
    for (let sent = 0; sent < 3; sent++) {
      expect((await send(server(), phone)).code).toBe(Code.ok);
      server().clock.advance(60);
    }
    const capped = await send(server(), phone);
    expect(capped).toEqual({
      status: 200,
      code: Code.smsDailyLimit,
      msg: '今日验证码发送次数已达上限，请明天再试',
      data: null,
    });
    advanceToShanghaiHour(server(), 23);
    expect((await send(server(), phone)).code).toBe(Code.smsDailyLimit);
    advanceToShanghaiHour(server(), 0);
    expect((await send(server(), phone)).code).toBe(Code.ok);
  });

  it('caps codes per IP per Shanghai day across phones', async () => {
    advanceToShanghaiHour(server(), 9);
    for (let sent = 0; sent < 5; sent++) expect((await send(server(), newPhone())).code).toBe(Code.ok);
    expect((await send(server(), newPhone())).code).toBe(Code.smsDailyLimit);
    advanceToShanghaiHour(server(), 0);
    expect((await send(server(), newPhone())).code).toBe(Code.ok);
  });
});

describe.each(backends())('using an SMS code on $name', (backend) => {
  const server = useTestServer(backend);

  async function userWithLoginCode() {
    const user = await registerUser(server());
    server().clock.advance(60);
    return { ...user, code: await smsCode(server(), user.phone, 'login') };
  }

  it('works once only', async () => {
    const { phone, code } = await userWithLoginCode();
    dataOf(await loginByCode(server(), phone, code), tokenData);
    expect((await loginByCode(server(), phone, code)).code).toBe(Code.smsCodeInvalid);
  });

  it('expires after 5 minutes', async () => {
    const [first, second] = [await registerUser(server()), await registerUser(server())];
    server().clock.advance(60);
    const [firstCode, secondCode] = await Promise.all([
      smsCode(server(), first.phone, 'login'),
      smsCode(server(), second.phone, 'login'),
    ]);
    server().clock.advance(299);
    expect((await loginByCode(server(), first.phone, firstCode)).code).toBe(Code.ok);
    server().clock.advance(1);
    expect((await loginByCode(server(), second.phone, secondCode)).code).toBe(Code.smsCodeInvalid);
  });

  it('dies after 5 wrong attempts', async () => {
    const { phone, code } = await userWithLoginCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await loginByCode(server(), phone, wrong)).code).toBe(Code.smsCodeInvalid);
    }
    expect((await loginByCode(server(), phone, code)).code).toBe(Code.smsCodeInvalid);
  });

  it('accepts the right code after fewer than 5 wrong attempts', async () => {
    const { phone, code } = await userWithLoginCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt++) await loginByCode(server(), phone, wrong);
    expect((await loginByCode(server(), phone, code)).code).toBe(Code.ok);
  });

  it('only takes the newest code, for its own purpose', async () => {
    const { phone, code: first } = await userWithLoginCode();
    server().clock.advance(60);
    const second = await smsCode(server(), phone, 'login');
    if (first !== second) expect((await loginByCode(server(), phone, first)).code).toBe(Code.smsCodeInvalid);
    server().clock.advance(60);
    const resetCode = await smsCode(server(), phone, 'reset');
    if (resetCode !== second) expect((await loginByCode(server(), phone, resetCode)).code).toBe(Code.smsCodeInvalid);
    expect((await loginByCode(server(), phone, second)).code).toBe(Code.ok);
  });
});

describe.each(backends())('GET /dev/sms/outbox on $name', (backend) => {
  const server = useTestServer(backend);

  it('returns the last code sent to a phone', async () => {
    const phone = newPhone();
    const code = await smsCode(server(), phone, 'register');
    const entry = dataOf(await get(server(), '/dev/sms/outbox', { query: { phone } }), smsOutboxEntry);
    expect(entry).toEqual({ phone, code, purpose: 'register', sentAt: server().clock.now });
  });

  it('answers not found for a phone that got no code', async () => {
    const reply = await get(server(), '/dev/sms/outbox', { query: { phone: newPhone() } });
    expect(reply).toMatchObject({ status: 200, code: Code.notFound, data: null });
  });
});

describe.each(backends())('production on $name', (backend) => {
  const server = useTestServer(backend, {
    env: {
      NODE_ENV: 'production',
      SMS_OUTBOX: 'off',
      ID_NUMBER_HASH_KEY: 'a-production-key-0123456789',
      UPLOAD_URL_KEY: 'another-production-key-0123456789',
      SOCKET_TOKEN_KEY: 'another-production-key-0123456789-socket',
    },
  });

  it('has no dev outbox route at all', async () => {
    const phone = newPhone();
    await smsCode(server(), phone, 'register');
    const reply = await get(server(), '/dev/sms/outbox', { query: { phone } });
    expect(reply).toEqual({ status: 404, code: Code.notFound, msg: '请求的内容不存在', data: null });
    const openapi = await (await fetch(`${server().url}/docs/json`)).text();
    expect(openapi).not.toContain('/dev/sms/outbox');
  });
});
