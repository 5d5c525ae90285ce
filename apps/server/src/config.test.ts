import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  ID_NUMBER_HASH_KEY: 'an-operator-chosen-key-0123456789',
  UPLOAD_URL_KEY: 'another-operator-chosen-key-0123456789',
  SOCKET_TOKEN_KEY: 'another-operator-chosen-key-0123456789-socket',
};

describe('loadConfig', () => {
  it('runs on the built-in defaults outside production', () => {
    const config = loadConfig({});
    expect(config.idNumberHashKey).toBe('kanqiu-local-id-number-key');
    expect(config.sms.outbox).toBe(false);
  });

  it('refuses to start in production with a built-in secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /ID_NUMBER_HASH_KEY.*UPLOAD_URL_KEY.*SOCKET_TOKEN_KEY/,
    );
    expect(() => loadConfig({ ...production, SOCKET_TOKEN_KEY: undefined })).toThrow(/SOCKET_TOKEN_KEY/);
    expect(() => loadConfig({ ...production, UPLOAD_URL_KEY: undefined })).toThrow(/UPLOAD_URL_KEY/);
    expect(() => loadConfig({ ...production, ID_NUMBER_HASH_KEY: 'kanqiu-local-id-number-key' })).toThrow(
      /ID_NUMBER_HASH_KEY/,
    );
  });

  it('runs the replay from now unless FEED_DEMO=busy, and names a wrong FEED_DEMO', () => {
    expect(loadConfig({}).feed.demo).toBe('off');
    expect(loadConfig({ FEED_DEMO: 'busy' }).feed.demo).toBe('busy');
    expect(() => loadConfig({ FEED_DEMO: 'lively' })).toThrow(/FEED_DEMO/);
  });

  it('keeps the replay by default, and FEED=provider needs the provider key', () => {
    expect(loadConfig({}).feed.provider).toBeUndefined();
    expect(() => loadConfig({ FEED: 'provider' })).toThrow(/FEED_PROVIDER_KEY/);
    const provider = loadConfig({
      FEED: 'provider',
      FEED_PROVIDER_KEY: 'k',
      FEED_PROVIDER_LEAGUES: '39,2',
      FEED_PROVIDER_BOOKMAKERS: '8:1,6:3',
    }).feed;
    expect(provider).toMatchObject({
      enabled: true,
      provider: { key: 'k', baseUrl: 'https://v3.football.api-sports.io', leagues: [39, 2], requestsPerMinute: 30 },
    });
    expect([...provider.provider!.bookmakers]).toEqual([
      [8, 1],
      [6, 3],
    ]);
    expect(() => loadConfig({ FEED: 'provider', FEED_PROVIDER_KEY: 'k', FEED_PROVIDER_LEAGUES: 'PL' })).toThrow(
      /FEED_PROVIDER_LEAGUES/,
    );
    expect(provider.basketballProvider).toBeUndefined();
  });

  it('polls API-Basketball with its own key and plan, alone or beside API-Football', () => {
    const alone = loadConfig({ FEED: 'provider', API_BASKETBALL_KEY: 'b', API_BASKETBALL_BOOKMAKERS: '4:1' }).feed;
    expect(alone.provider).toBeUndefined();
    expect(alone.basketballProvider).toMatchObject({
      key: 'b',
      baseUrl: 'https://v1.basketball.api-sports.io',
      leagues: [],
      requestsPerMinute: 30,
      livePollSeconds: 15,
    });
    expect([...alone.basketballProvider!.bookmakers]).toEqual([[4, 1]]);
    const both = loadConfig({
      FEED: 'provider',
      FEED_PROVIDER_KEY: 'f',
      API_BASKETBALL_KEY: 'b',
      API_BASKETBALL_REQUESTS_PER_MINUTE: '10',
    }).feed;
    expect([both.provider?.key, both.basketballProvider?.key, both.basketballProvider?.requestsPerMinute]).toEqual([
      'f',
      'b',
      10,
    ]);
    expect(loadConfig({ API_BASKETBALL_KEY: 'b' }).feed.basketballProvider).toBeUndefined();
    expect(() => loadConfig({ FEED: 'provider', API_BASKETBALL_KEY: 'b', API_BASKETBALL_LEAGUES: 'NBA' })).toThrow(
      /API_BASKETBALL_LEAGUES/,
    );
  });

  it('starts in production once the secrets are set', () => {
    expect(loadConfig(production).idNumberHashKey).toBe(production.ID_NUMBER_HASH_KEY);
  });

  it('refuses the dev SMS outbox in production and allows it elsewhere', () => {
    expect(() => loadConfig({ ...production, SMS_OUTBOX: 'on' })).toThrow(/SMS_OUTBOX/);
    expect(loadConfig({ SMS_OUTBOX: 'on' }).sms.outbox).toBe(true);
  });

  it('reads a comma-separated list of web origins', () => {
    expect(loadConfig({ WEB_ORIGIN: 'https://kanqiu.example, https://m.kanqiu.example' }).http.webOrigins).toEqual([
      'https://kanqiu.example',
      'https://m.kanqiu.example',
    ]);
  });

  it('sends SMS through a gateway only with its keys, template and sign name (Tencent also its SmsSdkAppId)', () => {
    expect(loadConfig({}).sms.gateway).toBeUndefined();
    const aliyun = {
      SMS_PROVIDER: 'aliyun',
      SMS_ACCESS_KEY_ID: 'LTAI-id',
      SMS_ACCESS_KEY_SECRET: 'secret',
      SMS_SIGN_NAME: '看球直播',
      SMS_TEMPLATE_ID: 'SMS_1',
    };
    expect(loadConfig(aliyun).sms.gateway).toMatchObject({ provider: 'aliyun', templateId: 'SMS_1' });
    expect(() => loadConfig({ ...aliyun, SMS_PROVIDER: 'tencent' })).toThrow(/SMS_PROVIDER=tencent needs SMS_APP_ID/);
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(/SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET/);
  });
});
