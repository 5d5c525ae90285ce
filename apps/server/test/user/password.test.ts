import { createCipheriv } from 'node:crypto';
import { passwordIv, tokenData } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import {
  dataOf,
  encryptPassword,
  encryptedPassword,
  fetchIv,
  get,
  loginWithPassword,
  newPhone,
  post,
  registerUser,
  smsCode,
  type TestUser,
} from '../support/api';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const isSignedIn = async (server: TestServer, token: string) =>
  (await get(server, '/user/center/info', { token })).code === Code.ok;

describe.each(backends())('password transport on $name', (backend) => {
  const server = useTestServer(backend);

  it('hands out a one-time 256-bit key and 128-bit iv for 5 minutes', async () => {
    const material = dataOf(await get(server(), '/user/password/iv'), passwordIv);
    expect(Buffer.from(material.key, 'base64')).toHaveLength(32);
    expect(Buffer.from(material.iv, 'base64')).toHaveLength(16);
    expect(material.expiresAt).toBe(server().clock.now + 300);
    expect((await fetchIv(server())).ivId).not.toBe(material.ivId);
  });

  it('refuses an ivId used before, even by a failed login', async () => {
    const user = await registerUser(server());
    const material = await fetchIv(server());
    const body = { phone: user.phone, password: encryptPassword(material, 'wrong2026'), ivId: material.ivId };
    expect((await post(server(), '/user/login', body)).code).toBe(Code.wrongCredentials);
    const replay = { ...body, password: encryptPassword(material, user.password) };
    expect(await post(server(), '/user/login', replay)).toEqual({
      status: 200,
      code: Code.passwordIvInvalid,
      msg: '加密参数已失效，请重试',
      data: null,
    });
  });

  it('refuses an ivId after 5 minutes', async () => {
    const user = await registerUser(server());
    const material = await fetchIv(server());
    server().clock.advance(300);
    const body = { phone: user.phone, password: encryptPassword(material, user.password), ivId: material.ivId };
    expect((await post(server(), '/user/login', body)).code).toBe(Code.passwordIvInvalid);
  });

  it('refuses an unknown ivId', async () => {
    const material = await fetchIv(server());
    const body = { phone: newPhone(), password: encryptPassword(material, 'kanqiu2026'), ivId: 'no-such-iv' };
    expect((await post(server(), '/user/login', body)).code).toBe(Code.passwordIvInvalid);
  });

  it.each([
    ['text that is not base64', '这不是密文'],
    ['a ciphertext that is not whole blocks', 'AAAA'],
  ])('answers undecryptable for %s', async (_label, password) => {
    const { ivId } = await fetchIv(server());
    const reply = await post(server(), '/user/login', { phone: newPhone(), password, ivId });
    expect(reply).toMatchObject({ code: Code.passwordUndecryptable, msg: '密码解密失败，请重试' });
  });

  it('answers undecryptable when the plaintext is not UTF-8', async () => {
    const material = await fetchIv(server());
    const cipher = createCipheriv(
      'aes-256-cbc',
      Buffer.from(material.key, 'base64'),
      Buffer.from(material.iv, 'base64'),
    );
    const password = Buffer.concat([cipher.update(Buffer.from([0xff, 0xfe, 0x41])), cipher.final()]).toString('base64');
    const reply = await post(server(), '/user/login', { phone: newPhone(), password, ivId: material.ivId });
    expect(reply.code).toBe(Code.passwordUndecryptable);
  });
});

describe.each(backends())('POST /user/password/change on $name', (backend) => {
  const server = useTestServer(backend);

  async function change(user: TestUser, oldPassword: string, password: string) {
    const material = await fetchIv(server());
    const body = {
      oldPassword: encryptPassword(material, oldPassword),
      password: encryptPassword(material, password),
      ivId: material.ivId,
    };
    return post(server(), '/user/password/change', body, { token: user.token });
  }

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await registerUser(server());
    const otherDevice = dataOf(await loginWithPassword(server(), user.phone, user.password), tokenData).token;
    expect((await change(user, user.password, 'newpass2026')).code).toBe(Code.ok);

    expect(await isSignedIn(server(), user.token)).toBe(true);
    expect(await isSignedIn(server(), otherDevice)).toBe(false);
    expect((await loginWithPassword(server(), user.phone, user.password)).code).toBe(Code.wrongCredentials);
    expect((await loginWithPassword(server(), user.phone, 'newpass2026')).code).toBe(Code.ok);
  });

  it('refuses a wrong old password', async () => {
    const user = await registerUser(server());
    expect(await change(user, 'notmine2026', 'newpass2026')).toMatchObject({
      code: Code.oldPasswordWrong,
      msg: '原密码不正确',
    });
  });

  it('refuses a weak new password', async () => {
    const user = await registerUser(server());
    expect((await change(user, user.password, '123456')).code).toBe(Code.passwordTooWeak);
  });

  it('needs a signed-in user', async () => {
    const material = await fetchIv(server());
    const body = {
      oldPassword: encryptPassword(material, 'a1b2c3'),
      password: encryptPassword(material, 'a1b2c3d4'),
      ivId: material.ivId,
    };
    expect((await post(server(), '/user/password/change', body)).code).toBe(Code.noToken);
  });
});

describe.each(backends())('POST /user/password/reset on $name', (backend) => {
  const server = useTestServer(backend);

  async function resetBody(phone: string, code: string, password: string) {
    return { phone, code, ...(await encryptedPassword(server(), password)) };
  }

  it('sets a new password with an SMS code and ends every session', async () => {
    const user = await registerUser(server());
    server().clock.advance(60);
    const code = await smsCode(server(), user.phone, 'reset');
    expect(
      (await post(server(), '/user/password/reset', await resetBody(user.phone, code, 'reset2026'), { form: true }))
        .code,
    ).toBe(Code.ok);

    expect(await isSignedIn(server(), user.token)).toBe(false);
    expect((await loginWithPassword(server(), user.phone, 'reset2026')).code).toBe(Code.ok);
    expect((await post(server(), '/user/password/reset', await resetBody(user.phone, code, 'again2026'))).code).toBe(
      Code.smsCodeInvalid,
    );
  });

  it('does not take a code sent for another purpose', async () => {
    const user = await registerUser(server());
    server().clock.advance(60);
    const loginCode = await smsCode(server(), user.phone, 'login');
    expect(
      (await post(server(), '/user/password/reset', await resetBody(user.phone, loginCode, 'reset2026'))).code,
    ).toBe(Code.smsCodeInvalid);
  });

  it('refuses an unknown phone and a weak password', async () => {
    expect(
      (await post(server(), '/user/password/reset', await resetBody(newPhone(), '123456', 'reset2026'))).code,
    ).toBe(Code.phoneNotRegistered);
    const user = await registerUser(server());
    server().clock.advance(60);
    const code = await smsCode(server(), user.phone, 'reset');
    expect((await post(server(), '/user/password/reset', await resetBody(user.phone, code, 'short'))).code).toBe(
      Code.passwordTooWeak,
    );
    expect(
      (await post(server(), '/user/password/reset', await resetBody(user.phone, code, 'long2026enough'))).code,
    ).toBe(Code.ok);
  });
});
