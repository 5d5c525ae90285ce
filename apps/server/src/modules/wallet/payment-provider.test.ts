import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { paymentProviderFor, sandboxPaymentProvider } from './payment-provider';

const providerFor = (env: Record<string, string>) => paymentProviderFor(loadConfig(env).payment);
/** Production with its own secrets, so only the payment setting is judged. */
const production = {
  NODE_ENV: 'production',
  ID_NUMBER_HASH_KEY: 'a-production-secret-of-this-test-0001',
  UPLOAD_URL_KEY: 'a-production-secret-of-this-test-0002',
  SOCKET_TOKEN_KEY: 'a-production-secret-of-this-test-0002-socket',
};

describe('the payment provider chosen by the configuration', () => {
  it('is the sandbox outside production by default', () => {
    expect(providerFor({})).toBe(sandboxPaymentProvider);
    expect(providerFor({ NODE_ENV: 'test' })).toBe(sandboxPaymentProvider);
  });

  it('is none in production when no real provider is configured, so 充值 is closed', () => {
    expect(providerFor(production)).toBeNull();
    expect(providerFor({ ...production, PAYMENT_PROVIDER: 'none' })).toBeNull();
  });

  it('refuses to start the sandbox in production', () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/refused in production/);
  });

  it('can close 充值 outside production too', () => {
    expect(providerFor({ PAYMENT_PROVIDER: 'none' })).toBeNull();
  });

  it('refuses a provider it does not know', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('names every missing key of WeChat Pay and Alipay instead of starting without them', () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'wechat', WECHATPAY_MCH_ID: '1900000109' })).toThrow(
      /PAYMENT_PROVIDER=wechat needs WECHATPAY_APP_ID, WECHATPAY_MCH_SERIAL_NO, .*PAYMENT_NOTIFY_BASE_URL/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'alipay' })).toThrow(
      /PAYMENT_PROVIDER=alipay needs ALIPAY_APP_ID, ALIPAY_APP_PRIVATE_KEY_FILE, ALIPAY_PUBLIC_KEY_FILE/,
    );
  });

  it('names a key file it cannot read', () => {
    const alipay = {
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID: '2021000117600000',
      ALIPAY_APP_PRIVATE_KEY_FILE: '/nonexistent/app.pem',
      ALIPAY_PUBLIC_KEY_FILE: '/nonexistent/alipay.pem',
      PAYMENT_NOTIFY_BASE_URL: 'https://api.example.com',
    };
    expect(() => loadConfig(alipay)).toThrow(/ALIPAY_APP_PRIVATE_KEY_FILE: cannot read/);
  });
});

describe('the sandbox provider', () => {
  it('pays at once, says it is a sandbox, and names the order in its reference', async () => {
    expect(sandboxPaymentProvider.sandbox).toBe(true);
    const paid = await sandboxPaymentProvider.charge({ orderId: 'recharge:abc12345', userId: 1, yuan: 6, coins: 60 });
    expect(paid.reference).toBe('sandbox:recharge:abc12345');
  });
});

describe('the key files of a gateway', () => {
  it("takes the bare Base64 Alipay's key tool writes as well as PEM", () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const dir = mkdtempSync(join(tmpdir(), 'kanqiu-keys-'));
    const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    const appKey = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    writeFileSync(join(dir, 'app.txt'), bare(appKey));
    writeFileSync(join(dir, 'alipay.pem'), publicKey.export({ type: 'spki', format: 'pem' }).toString());
    const alipay = loadConfig({
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID: '2021000117600000',
      ALIPAY_APP_PRIVATE_KEY_FILE: join(dir, 'app.txt'),
      ALIPAY_PUBLIC_KEY_FILE: join(dir, 'alipay.pem'),
      PAYMENT_NOTIFY_BASE_URL: 'https://api.example.com',
    }).payment.alipay;
    const signature = createSign('RSA-SHA256')
      .update('a=1')
      .sign(alipay?.appPrivateKey ?? '', 'base64');
    expect(createVerify('RSA-SHA256').update('a=1').verify(publicKey, signature, 'base64')).toBe(true);
  });
});
