import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { get, newPhone, smsCode } from '../support/api';
import { backends, startTestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const productionKeys = {
  ID_NUMBER_HASH_KEY: 'an-operator-chosen-key-0123456789',
  UPLOAD_URL_KEY: 'another-operator-chosen-key-0123456789',
  SOCKET_TOKEN_KEY: 'another-operator-chosen-key-0123456789-socket',
};

describe.each(backends())('the dev SMS outbox on $name', (backend) => {
  it('refuses to start in production with the outbox on', async () => {
    await expect(
      startTestServer(backend, {
        env: { NODE_ENV: 'production', SMS_OUTBOX: 'on', ...productionKeys },
      }),
    ).rejects.toThrow(/SMS_OUTBOX/);
  });

  it('refuses to start in production with the built-in ID-number key', async () => {
    await expect(startTestServer(backend, { env: { NODE_ENV: 'production', SMS_OUTBOX: 'off' } })).rejects.toThrow(
      /ID_NUMBER_HASH_KEY/,
    );
  });

  describe('when SMS_OUTBOX is off (the default)', () => {
    const server = useTestServer(backend, { env: { SMS_OUTBOX: 'off' } });

    it('has no outbox route, even in development', async () => {
      const phone = newPhone();
      await smsCode(server(), phone, 'register');
      expect(await get(server(), '/dev/sms/outbox', { query: { phone } })).toMatchObject({
        status: 404,
        code: Code.notFound,
      });
    });
  });

  describe('when SMS_OUTBOX is on', () => {
    const server = useTestServer(backend, { env: { SMS_OUTBOX: 'on' } });

    it('answers loopback connections whatever X-Forwarded-For claims', async () => {
      const phone = newPhone();
      const code = await smsCode(server(), phone, 'register');
      const reply = await get(server(), '/dev/sms/outbox', {
        query: { phone },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(reply).toMatchObject({ code: Code.ok, data: { code } });
    });
  });
});
