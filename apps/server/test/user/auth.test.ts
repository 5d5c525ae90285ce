import { tokenData, userInfo } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import {
  dataOf,
  encryptedPassword,
  get,
  loginWithPassword,
  newPhone,
  post,
  registerUser,
  smsCode,
} from '../support/api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

describe.each(backends())('register, login and logout on $name', (backend) => {
  const server = useTestServer(backend);

  async function registration(overrides: Record<string, string> = {}) {
    const phone = overrides.phone ?? newPhone();
    const code = await smsCode(server(), phone, 'register');
    return { phone, code, ...(await encryptedPassword(server(), 'kanqiu2026')), ...overrides };
  }

  describe('POST /user/register', () => {
    it('creates the account, signs it in and stores an argon2id hash', async () => {
      const body = await registration({ nickName: '曼联死忠' });
      const { token, expiresAt } = dataOf(await post(server(), '/user/register', body), tokenData);
      expect(expiresAt).toBe(server().clock.now + 30 * 24 * 3600);

      const info = dataOf(await get(server(), '/user/center/info', { token }), userInfo);
      expect(info).toMatchObject({ nickName: '曼联死忠', portrait: null, portraitAudit: 'none', certified: false });
      expect(info.phone).toBe(`${body.phone.slice(0, 3)}****${body.phone.slice(-4)}`);
      const row = await server()
        .database.db.selectFrom('users')
        .select('password_hash')
        .where('phone', '=', body.phone)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('accepts a form-encoded body and generates a nickname when none is given', async () => {
      const { token } = dataOf(await post(server(), '/user/register', await registration(), { form: true }), tokenData);
      expect(dataOf(await get(server(), '/user/center/info', { token }), userInfo).nickName).toMatch(/^球迷\d{6}$/);
    });

    it('refuses a phone that is already registered', async () => {
      const { phone } = await registerUser(server());
      expect((await post(server(), '/inform/send/code', { phone, type: 'register' })).code).toBe(
        Code.phoneAlreadyRegistered,
      );
      const body = { phone, code: '123456', ...(await encryptedPassword(server(), 'kanqiu2026')) };
      expect((await post(server(), '/user/register', body)).code).toBe(Code.phoneAlreadyRegistered);
    });

    it('refuses a wrong SMS code', async () => {
      const body = await registration();
      const wrong = body.code === '000000' ? '111111' : '000000';
      const reply = await post(server(), '/user/register', { ...body, code: wrong });
      expect(reply).toMatchObject({ status: 200, code: Code.smsCodeInvalid, msg: '验证码错误或已过期', data: null });
    });

    it.each([
      ['abc12', 'too short'],
      ['abcdefgh', 'no digit'],
      ['12345678', 'no letter'],
    ])('refuses the weak password %s (%s)', async (weak) => {
      const body = await registration();
      const reply = await post(server(), '/user/register', { ...body, ...(await encryptedPassword(server(), weak)) });
      expect(reply.code).toBe(Code.passwordTooWeak);
    });

    it.each([
      ['球', Code.nickNameInvalid],
      ['有 空格', Code.nickNameInvalid],
      ['<b>粗体</b>', Code.nickNameInvalid],
      ['官方客服', Code.nickNameSensitive],
      ['Kan_Qiu_Admin', Code.nickNameSensitive],
    ])('refuses the nickname %s', async (nickName, code) => {
      expect((await post(server(), '/user/register', await registration({ nickName }))).code).toBe(code);
    });

    it('refuses a taken nickname and leaves the SMS code usable for a second try', async () => {
      await registerUser(server(), { nickName: '巴萨球迷' });
      const body = await registration({ nickName: '巴萨球迷' });
      expect((await post(server(), '/user/register', body)).code).toBe(Code.nickNameTaken);
      const retry = { ...body, ...(await encryptedPassword(server(), 'kanqiu2026')), nickName: '巴萨球迷2' };
      expect((await post(server(), '/user/register', retry)).code).toBe(Code.ok);
    });

    it('answers a missing field with the validation code naming it', async () => {
      const { code: _code, ...withoutCode } = await registration();
      const reply = await post(server(), '/user/register', withoutCode);
      expect(reply.status).toBe(400);
      expect(reply.code).toBe(Code.validationFailed);
      expect(reply.msg).toContain('code');
    });
  });

  describe('POST /user/login', () => {
    it('signs in with phone and encrypted password, form-encoded', async () => {
      const user = await registerUser(server());
      const { token } = dataOf(await loginWithPassword(server(), user.phone, user.password), tokenData);
      expect(token).not.toBe(user.token);
      expect((await get(server(), '/user/center/info', { token })).code).toBe(Code.ok);
    });

    it('signs in with a JSON body too', async () => {
      const user = await registerUser(server());
      const body = { phone: user.phone, ...(await encryptedPassword(server(), user.password)) };
      expect((await post(server(), '/user/login', body)).code).toBe(Code.ok);
    });

    it('signs in with an SMS code', async () => {
      const user = await registerUser(server());
      server().clock.advance(60);
      const code = await smsCode(server(), user.phone, 'login');
      const { token } = dataOf(
        await post(server(), '/user/login', { phone: user.phone, code }, { form: true }),
        tokenData,
      );
      expect((await get(server(), '/user/center/info', { token })).code).toBe(Code.ok);
    });

    it('answers a wrong password and an unknown phone the same way', async () => {
      const user = await registerUser(server());
      const wrongPassword = await loginWithPassword(server(), user.phone, 'wrong2026');
      const unknownPhone = await loginWithPassword(server(), newPhone(), user.password);
      expect(wrongPassword).toEqual({ status: 200, code: Code.wrongCredentials, msg: '手机号或密码错误', data: null });
      expect(unknownPhone).toEqual(wrongPassword);
    });

    it('refuses an SMS code that was never sent', async () => {
      const user = await registerUser(server());
      expect((await post(server(), '/user/login', { phone: user.phone, code: '123456' })).code).toBe(
        Code.smsCodeInvalid,
      );
    });

    it('needs either a password with its ivId or a code', async () => {
      const reply = await post(server(), '/user/login', { phone: newPhone(), password: 'x' }, { form: true });
      expect(reply).toMatchObject({ status: 400, code: Code.validationFailed });
    });

    it('limits attempts per IP and phone to 10 a minute', async () => {
      const user = await registerUser(server());
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await loginWithPassword(server(), user.phone, 'wrong2026')).code).toBe(Code.wrongCredentials);
      }
      const limited = await loginWithPassword(server(), user.phone, user.password);
      expect(limited).toEqual({ status: 429, code: Code.rateLimited, msg: '操作过于频繁，请稍后再试', data: null });
      const otherUser = await registerUser(server());
      expect((await loginWithPassword(server(), otherUser.phone, otherUser.password)).code).toBe(Code.ok);
    });
  });

  describe('GET /user/logout and the token', () => {
    it('revokes only the presented token', async () => {
      const user = await registerUser(server());
      const other = dataOf(await loginWithPassword(server(), user.phone, user.password), tokenData).token;
      expect((await get(server(), '/user/logout', { token: user.token })).code).toBe(Code.ok);

      const afterLogout = await get(server(), '/user/center/info', { token: user.token });
      expect(afterLogout).toEqual({ status: 200, code: Code.noToken, msg: '登录已失效，请重新登录', data: null });
      expect((await get(server(), '/user/logout', { token: user.token })).code).toBe(Code.noToken);
      expect((await get(server(), '/user/center/info', { token: other })).code).toBe(Code.ok);
    });

    it('answers the no-token code without a token, with an unknown one, and after 30 days', async () => {
      expect((await get(server(), '/user/center/info')).code).toBe(Code.noToken);
      expect((await get(server(), '/user/center/info', { token: 'not-a-token' })).code).toBe(Code.noToken);
      const user = await registerUser(server());
      server().clock.advance(30 * 24 * 3600);
      expect((await get(server(), '/user/center/info', { token: user.token })).code).toBe(Code.noToken);
    });
  });
});
