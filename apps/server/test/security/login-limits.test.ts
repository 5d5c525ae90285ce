import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { encryptedPassword, newPhone, post, registerUser } from '../support/api';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

let addressCounter = 0;
/** A fresh client address, told to the API the way the local web server tells it (X-Forwarded-For from loopback). */
const newAddress = () => `198.51.100.${(addressCounter += 1)}`;

const login = (server: TestServer, phone: string, address: string) =>
  post(server, '/user/login', { phone, code: '000000' }, { headers: { 'x-forwarded-for': address } });
const sendCode = (server: TestServer, phone: string, address: string) =>
  post(server, '/inform/send/code', { phone, type: 'login' }, { headers: { 'x-forwarded-for': address } });

describe.each(backends())('login and SMS attempt limits on $name', (backend) => {
  const server = useTestServer(backend, {
    env: {
      LOGIN_ATTEMPTS_PER_PHONE_PER_HOUR: '3',
      LOGIN_ATTEMPTS_PER_IP_PER_HOUR: '4',
      SMS_ATTEMPTS_PER_IP_PER_HOUR: '3',
    },
  });

  it('slows one address on one phone, but others’ failures never lock the owner out', async () => {
    const { phone, password } = await registerUser(server());
    const attacker = newAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(server(), phone, attacker)).code).toBe(Code.smsCodeInvalid);
    }
    expect(await login(server(), phone, attacker)).toMatchObject({ status: 429, code: Code.rateLimited });
    // Failures from many addresses (each under its own limit) leave the phone open to its owner's password.
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await login(server(), phone, newAddress())).code).toBe(Code.smsCodeInvalid);
    }
    const owner = await post(
      server(),
      '/user/login',
      { phone, ...(await encryptedPassword(server(), password)) },
      { form: true, headers: { 'x-forwarded-for': newAddress() } },
    );
    expect(owner.code).toBe(200);
  });

  it('limits attempts from one address across phones', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login(server(), newPhone(), address)).code).not.toBe(Code.rateLimited);
    }
    expect(await login(server(), newPhone(), address)).toMatchObject({ status: 429, code: Code.rateLimited });
    expect((await login(server(), newPhone(), newAddress())).code).not.toBe(Code.rateLimited);
  });

  it('counts refused SMS requests, so registered phones cannot be enumerated', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await sendCode(server(), newPhone(), address)).code).toBe(Code.phoneNotRegistered);
    }
    expect(await sendCode(server(), newPhone(), address)).toMatchObject({ status: 429, code: Code.rateLimited });
  });
});
