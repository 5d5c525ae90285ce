import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AI_QUESTIONS_PER_MINUTE, fourthTabFor, trustProxySetting, type TrustProxy } from '@kanqiu/domain';
import { z } from 'zod';
import { DEFAULT_LEAGUES } from './feed/providers/api-football/leagues';

/** Secrets with a default so one machine runs without setting them; production must set its own. */
const builtInSecrets = {
  ID_NUMBER_HASH_KEY: 'kanqiu-local-id-number-key',
  UPLOAD_URL_KEY: 'kanqiu-local-upload-url-key',
  SOCKET_TOKEN_KEY: 'kanqiu-local-socket-token-key',
} as const;

function httpUrl(name: string) {
  return z.string().regex(/^https?:\/\//, `${name} must start with http:// or https://`);
}

/** The only reader of process.env. Every setting has a default that runs on one machine. */
const providerUrl = (name: string, fallback: string) =>
  z
    .string()
    .regex(/^https?:\/\//, `${name} must start with http:// or https://`)
    .default(fallback);
const leagueIds = (name: string, provider: string, fallback: string) =>
  z
    .string()
    .regex(/^(\d+(,\d+)*)?$/, `${name}: ${provider} league ids separated by commas`)
    .default(fallback);
const bookmakerPairs = (name: string) =>
  z
    .string()
    .regex(/^(\d+:\d+(,\d+:\d+)*)?$/, `${name}: pairs bookmaker:company separated by commas`)
    .default('');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('0.0.0.0'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./var'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://')
    .optional(),
  REDIS_PREFIX: z.string().default('kanqiu:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUEST_LOG_LEVEL: z.enum(['info', 'debug', 'trace']).default('debug'),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  WEB_ORIGIN: z.string().default('http://localhost:3000,http://127.0.0.1:3000'),
  APP_NAME: z.string().default('看球'),
  APP_HOST: z.string().default('http://localhost:3000'),
  FOURTH_TAB: z.enum(['message', 'ChatGPT']).optional(),
  BUILD_PORT: z.coerce.number().int().optional(),
  SMS_DAILY_LIMIT_PER_PHONE: z.coerce.number().int().min(1).default(10),
  SMS_DAILY_LIMIT_PER_IP: z.coerce.number().int().min(1).default(50),
  SMS_OUTBOX: z.enum(['on', 'off']).default('off'),
  SMS_ATTEMPTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  LOGIN_ATTEMPTS_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).default(30),
  LOGIN_ATTEMPTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(100),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).optional(),
  // 0 turns shedding on event-loop delay off (tests, whose own work holds the loop the server shares).
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  OVERLOAD_HEAP_USED_MB: z.coerce.number().int().min(0).default(0),
  APK_ANDROID_URL: z.string().optional(),
  APK_IOS_URL: z.string().optional(),
  APK_VERSION: z.string().default('1.0.0'),
  ADMIN_TOKEN: z.string().min(16).optional(),
  SPEND_LIMIT_PER_GIFT: z.coerce.number().int().min(1).default(2000),
  SPEND_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(5000),
  SPEND_LIMIT_PER_MONTH: z.coerce.number().int().min(1).default(20000),
  SPEND_CONFIRM_ABOVE: z.coerce.number().int().min(0).default(500),
  MINOR_CLOCK: z.enum(['real', 'adjustable']).default('real'),
  ID_NUMBER_HASH_KEY: z.string().min(16).default(builtInSecrets.ID_NUMBER_HASH_KEY),
  UPLOAD_URL_KEY: z.string().min(16).default(builtInSecrets.UPLOAD_URL_KEY),
  SOCKET_TOKEN_KEY: z.string().min(16).default(builtInSecrets.SOCKET_TOKEN_KEY),
  CHAT_BLOCKED_WORDS: z.string().default(''),
  TRUST_PROXY: z.string().default('loopback'),
  API_DOCS: z.enum(['on', 'off']).optional(),
  FEED: z.enum(['on', 'off', 'provider']).default('on'),
  FEED_SPEED: z.coerce.number().min(1).max(3600).default(1),
  FEED_ANCHOR: z.coerce.number().int().positive().optional(),
  FEED_DEMO: z.enum(['off', 'busy']).default('off'),
  FEED_DAYS_BACK: z.coerce.number().int().min(0).max(30).default(6),
  FEED_DAYS_AHEAD: z.coerce.number().int().min(0).max(30).default(3),
  FEED_TICK_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  FEED_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(30),
  INGEST_SECRET: z.string().min(16).optional(),
  FEED_PROVIDER_KEY: z.string().min(1).optional(),
  FEED_PROVIDER_BASE_URL: providerUrl('FEED_PROVIDER_BASE_URL', 'https://v3.football.api-sports.io'),
  FEED_PROVIDER_LEAGUES: leagueIds('FEED_PROVIDER_LEAGUES', 'API-Football', DEFAULT_LEAGUES),
  FEED_PROVIDER_BOOKMAKERS: bookmakerPairs('FEED_PROVIDER_BOOKMAKERS'),
  FEED_PROVIDER_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  FEED_PROVIDER_REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(7500),
  FEED_PROVIDER_LIVE_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  FEED_PROVIDER_SCHEDULE_POLL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  API_BASKETBALL_KEY: z.string().min(1).optional(),
  API_BASKETBALL_BASE_URL: providerUrl('API_BASKETBALL_BASE_URL', 'https://v1.basketball.api-sports.io'),
  API_BASKETBALL_LEAGUES: leagueIds('API_BASKETBALL_LEAGUES', 'API-Basketball', ''),
  API_BASKETBALL_BOOKMAKERS: bookmakerPairs('API_BASKETBALL_BOOKMAKERS'),
  API_BASKETBALL_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  API_BASKETBALL_REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(7500),
  BUNDLED_DATA_DIR: z.string().optional(),
  HUB_HISTORY_SIZE: z.coerce.number().int().min(1).max(10_000).default(200),
  HUB_HISTORY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  HUB_MAX_FRAME_BYTES: z.coerce.number().int().min(512).max(1_048_576).default(8192),
  HUB_MAX_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(20),
  HUB_MAX_CHANNELS: z.coerce.number().int().min(1).max(1000).default(50),
  HUB_MAX_BUFFERED_BYTES: z.coerce.number().int().min(16_384).default(1_000_000),
  HUB_FANOUT_SLICE: z.coerce.number().int().min(1).max(100_000).default(1000),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'none', 'wechat', 'alipay']).optional(),
  // Real SMS gateways and payment providers (docs/deploy.md, "SMS gateway and payments").
  SMS_PROVIDER: z.enum(['aliyun', 'tencent']).optional(),
  SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
  SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  SMS_SIGN_NAME: z.string().min(1).optional(),
  SMS_TEMPLATE_ID: z.string().min(1).optional(),
  SMS_APP_ID: z.string().min(1).optional(),
  SMS_REGION: z.string().min(1).optional(),
  SMS_ENDPOINT: httpUrl('SMS_ENDPOINT').optional(),
  PAYMENT_NOTIFY_BASE_URL: httpUrl('PAYMENT_NOTIFY_BASE_URL').optional(),
  PAYMENT_ORDER_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  WECHATPAY_MCH_ID: z.string().min(1).optional(),
  WECHATPAY_APP_ID: z.string().min(1).optional(),
  WECHATPAY_MCH_SERIAL_NO: z.string().min(1).optional(),
  WECHATPAY_MCH_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  WECHATPAY_API_V3_KEY: z.string().length(32, 'WECHATPAY_API_V3_KEY is the 32-character APIv3 key').optional(),
  WECHATPAY_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  WECHATPAY_PUBLIC_KEY_ID: z.string().min(1).optional(),
  WECHATPAY_BASE_URL: httpUrl('WECHATPAY_BASE_URL').default('https://api.mch.weixin.qq.com'),
  // JSAPI 支付 inside WeChat: the 公众号 whose 网页授权 gives the fan's openid (its AppID bound to the merchant).
  WECHAT_MP_APP_ID: z.string().min(1).optional(),
  WECHAT_MP_APP_SECRET: z.string().min(1).optional(),
  WECHAT_OAUTH_URL: httpUrl('WECHAT_OAUTH_URL').default('https://open.weixin.qq.com/connect/oauth2/authorize'),
  WECHAT_API_BASE_URL: httpUrl('WECHAT_API_BASE_URL').default('https://api.weixin.qq.com'),
  ALIPAY_APP_ID: z.string().min(1).optional(),
  ALIPAY_APP_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  ALIPAY_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  ALIPAY_GATEWAY: httpUrl('ALIPAY_GATEWAY').default('https://openapi.alipay.com/gateway.do'),
  MEDIA: z.enum(['on', 'off']).default('on'),
  RTMP_PORT: z.coerce.number().int().min(1).max(65535).default(1935),
  DEMO_STREAMS: z.coerce.number().int().min(0).max(12).default(3),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  // The media edge (docs/media.md): where the origin pushes each live stream, where viewers read its HLS.
  MEDIA_EDGE_RTMP_URL: z
    .string()
    .regex(/^rtmp:\/\//, 'MEDIA_EDGE_RTMP_URL must start with rtmp://')
    .optional(),
  MEDIA_EDGE_HLS_URL: httpUrl('MEDIA_EDGE_HLS_URL').optional(),
  MEDIA_FLV_VIEWER_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(300),
  AI_BASE_URL: z
    .string()
    .regex(/^https?:\/\//, 'AI_BASE_URL must start with http:// or https://')
    .optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_QUESTIONS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(AI_QUESTIONS_PER_MINUTE),
  VAPID_PUBLIC_KEY: z.string().min(40).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  /** The OpenAPI document and its viewer at /docs: outside production, or where the operator turns them on. */
  apiDocs: boolean;
  http: {
    host: string;
    port: number;
    trustProxy: TrustProxy;
    /** Browser origins allowed to call the API (CORS). */
    webOrigins: string[];
    /** A request must arrive whole (headers and body) within this time. */
    requestTimeoutMs: number;
    /** Sockets kept open at most; unset, the ceiling follows the open-file limit (connection-ceiling.ts). */
    maxConnections: number | undefined;
  };
  /** Beyond these the API answers 503 instead of queueing more work; a heap limit of 0 is none. */
  overload: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
  /** The SQLite file, the media engine's working files and, by default, the object store's root (`compose.ts`). */
  dataDir: string;
  maxUploadBytes: number;
  database: { url: string | undefined; schema: string | undefined; sqliteFile: string };
  redis: { url: string | undefined; prefix: string };
  logLevel: Env['LOG_LEVEL'];
  /** The level of the one line each request logs (below LOG_LEVEL, none). */
  requestLogLevel: Env['REQUEST_LOG_LEVEL'];
  /** Where Prometheus reads `/metrics`: its own port, on loopback unless set; unset, none is served. */
  metrics: { host: string; port: number | undefined };
  app: { name: string; host: string; fourthTab: 'message' | 'ChatGPT' };
  sms: {
    dailyLimitPerPhone: number;
    dailyLimitPerIp: number;
    /** Requests per address per hour, refused ones included, so registered phones cannot be enumerated. */
    attemptsPerIpPerHour: number;
    /** The dev outbox that hands out codes; never in production. */
    outbox: boolean;
    /** A real SMS gateway; unset, codes are only written to the log. */
    gateway: SmsGatewayConfig | undefined;
  };
  login: { attemptsPerPhonePerHour: number; attemptsPerIpPerHour: number };
  apk: { android: string | null; ios: string | null; version: string };
  adminToken: string | undefined;
  /**
   * Coins an account may spend on gifts, 贵族 and tips (docs/decisions/0064-minor-mode-and-money-rules.md), and the spend
   * above which it must confirm.
   */
  spending: { perGift: number; perDay: number; perMonth: number; confirmAbove: number };
  /** `adjustable`: an operator route moves 青少年模式's clock (e2e journeys reach the daily limit); never in production. */
  minorClock: 'real' | 'adjustable';
  /** HMAC key for identity-card numbers, so the stored hash cannot be reversed by enumerating numbers. */
  idNumberHashKey: string;
  /** HMAC key of the links to pending uploads (see pending-upload.ts). */
  uploadUrlKey: string;
  feed: {
    enabled: boolean;
    /**
     * FEED=provider: a real data provider (API-Football) is polled instead of the bundled replay and simulation;
     * requests within the plan's limits, live fixtures every livePollSeconds, the calendar every schedulePollSeconds.
     */
    provider: FeedProviderConfig | undefined;
    /** FEED=provider with API_BASKETBALL_KEY: API-Basketball, polled beside API-Football or alone. */
    basketballProvider: FeedProviderConfig | undefined;
    speed: number;
    /** Epoch seconds the replay's virtual clock starts from; instances with the same anchor agree. */
    anchor: number | undefined;
    /** `busy`: the replay's clock starts at a busy real slot (a December Sunday evening, Beijing time, football and the CBA live) instead of now. */
    demo: 'off' | 'busy';
    daysBack: number;
    daysAhead: number;
    tickMs: number;
    /** Matches older than this keep their result only (no incidents, statistics, odds history). */
    retentionDays: number;
    ingestSecret: string | undefined;
    dataDir: string;
  };
  realtime: {
    history: { size: number; maxAgeSeconds: number };
    maxFrameBytes: number;
    /** Sockets a frame is written to in one turn of the event loop. */
    fanOutSlice: number;
    socket: { maxMessagesPerSecond: number; maxChannels: number; maxBufferedBytes: number };
    /** Outside production a page served from this machine (localhost, 127.0.0.1) may open the socket too. */
    allowLoopbackOrigins: boolean;
    /** HMAC key of the short-lived socket tokens (/chat/getToken), shared by every instance. */
    connectionTokenKey: string;
  };
  /** The operator's own words chat refuses, on top of the built-in list. */
  /** The operator's own refused words (CHAT_BLOCKED_WORDS), added to every scope's text policy. */
  moderation: { blockedWords: string[] };
  /** Where coins are bought: the sandbox (no money moves), nowhere (充值暂未开放), WeChat Pay or Alipay. */
  payment: PaymentConfig;
  media: {
    enabled: boolean;
    /** RTMP ingest; it listens on the API's host. */
    rtmpHost: string;
    rtmpPort: number;
    demoStreams: number;
    ffmpegPath: string;
    /** Demo clips, replays and the media server's own store. */
    dir: string;
    /** The edge's RTMP application the origin pushes every live stream to (`<url>/<stream>`); none: no relay. */
    edgeRtmpUrl: string | null;
    /** The edge's public HLS base (`<url>/<stream>.m3u8`); none: viewers beyond the limit stay on HTTP-FLV. */
    edgeHlsUrl: string | null;
    /** Viewers of a stream the origin serves HTTP-FLV; the next ones read HLS from the edge. */
    flvViewerLimit: number;
  };
  /**
   * The AI assistant: an OpenAI-compatible chat-completions endpoint when both its address and key are set
   * (`remote`), else the bundled offline engine; questions per fan (or address) per minute.
   */
  ai: { remote: { baseUrl: string; apiKey: string; model: string } | undefined; questionsPerMinute: number };
  /** Web push (VAPID): without keys set, a key pair is made once and kept in the database. */
  webPush: { keys: { publicKey: string; privateKey: string } | undefined; subject: string };
};

type PaymentProviderName = 'sandbox' | 'none' | 'wechat' | 'alipay';

/** One SMS gateway's account: `appId` is Tencent's SmsSdkAppId; `endpoint` and `region` have the provider's defaults. */
export type SmsGatewayConfig = {
  provider: 'aliyun' | 'tencent';
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateId: string;
  appId: string | undefined;
  region: string | undefined;
  endpoint: string | undefined;
};

export type WechatPayConfig = {
  mchId: string;
  appId: string;
  /** The serial number of the merchant's API certificate, named in every signed request. */
  mchSerialNo: string;
  mchPrivateKey: string;
  apiV3Key: string;
  /** WeChat Pay's public key (or platform certificate) that signs notifications and answers. */
  platformPublicKey: string;
  platformPublicKeyId: string | undefined;
  baseUrl: string;
  /** JSAPI 支付 inside WeChat's browser, when the 公众号's secret is set; otherwise WeChat pays by H5 only. */
  jsapi: WechatJsapiConfig | undefined;
};

/** The 公众号 (official account) of JSAPI 支付: its 网页授权 (`snsapi_base`) gives each fan's openid. */
export type WechatJsapiConfig = {
  appId: string;
  appSecret: string;
  /** WeChat's 网页授权 page (`open.weixin.qq.com/connect/oauth2/authorize`). */
  authorizeUrl: string;
  /** WeChat's API (`api.weixin.qq.com`), where the code is exchanged for the openid. */
  apiBaseUrl: string;
};

export type AlipayConfig = { appId: string; appPrivateKey: string; alipayPublicKey: string; gateway: string };

export type PaymentConfig = {
  provider: PaymentProviderName;
  /** The API's public address the providers post their notifications to. */
  notifyBaseUrl: string | undefined;
  /** Where the fan's browser comes back to after paying (the web's 充值 result page). */
  returnBaseUrl: string;
  orderTimeoutSeconds: number;
  reconcileIntervalMs: number;
  wechat: WechatPayConfig | undefined;
  alipay: AlipayConfig | undefined;
};

export type FeedProviderConfig = {
  key: string;
  baseUrl: string;
  leagues: number[];
  /** The provider's bookmaker id → the odds company (`odds_companies.id`) its prices are shown under. */
  bookmakers: Map<number, number>;
  requestsPerMinute: number;
  requestsPerDay: number;
  livePollSeconds: number;
  schedulePollSeconds: number;
};

/** One api-sports.io provider's account: its own key, address, leagues, bookmakers and plan; the poll rates are shared. */
function pullSetting(
  env: Env,
  account: { key: string; baseUrl: string; leagues: string; bookmakers: string; perMinute: number; perDay: number },
): FeedProviderConfig {
  return {
    key: account.key,
    baseUrl: account.baseUrl,
    leagues: listOf(account.leagues).map(Number),
    bookmakers: new Map(
      listOf(account.bookmakers).map((pair): [number, number] => {
        const [bookmaker, company] = pair.split(':').map(Number);
        return [bookmaker!, company!];
      }),
    ),
    requestsPerMinute: account.perMinute,
    requestsPerDay: account.perDay,
    livePollSeconds: env.FEED_PROVIDER_LIVE_POLL_SECONDS,
    schedulePollSeconds: env.FEED_PROVIDER_SCHEDULE_POLL_SECONDS,
  };
}

/** FEED=provider: API-Football with FEED_PROVIDER_KEY, API-Basketball with API_BASKETBALL_KEY; at least one. */
function feedProviderSettings(env: Env): { football?: FeedProviderConfig; basketball?: FeedProviderConfig } {
  if (env.FEED !== 'provider') return {};
  if (!env.FEED_PROVIDER_KEY && !env.API_BASKETBALL_KEY)
    throw configurationError([
      "FEED_PROVIDER_KEY or API_BASKETBALL_KEY: FEED=provider needs a provider's API key (API-Football, API-Basketball)",
    ]);
  const football =
    env.FEED_PROVIDER_KEY &&
    pullSetting(env, {
      key: env.FEED_PROVIDER_KEY,
      baseUrl: env.FEED_PROVIDER_BASE_URL,
      leagues: env.FEED_PROVIDER_LEAGUES,
      bookmakers: env.FEED_PROVIDER_BOOKMAKERS,
      perMinute: env.FEED_PROVIDER_REQUESTS_PER_MINUTE,
      perDay: env.FEED_PROVIDER_REQUESTS_PER_DAY,
    });
  const basketball =
    env.API_BASKETBALL_KEY &&
    pullSetting(env, {
      key: env.API_BASKETBALL_KEY,
      baseUrl: env.API_BASKETBALL_BASE_URL,
      leagues: env.API_BASKETBALL_LEAGUES,
      bookmakers: env.API_BASKETBALL_BOOKMAKERS,
      perMinute: env.API_BASKETBALL_REQUESTS_PER_MINUTE,
      perDay: env.API_BASKETBALL_REQUESTS_PER_DAY,
    });
  return { ...(football ? { football } : {}), ...(basketball ? { basketball } : {}) };
}

/** The sandbox runs outside production only; production has no provider until a real one is configured. */
function paymentProviderSetting(env: Env): PaymentProviderName {
  if (env.PAYMENT_PROVIDER === 'wechat' || env.PAYMENT_PROVIDER === 'alipay') return env.PAYMENT_PROVIDER;
  if (env.NODE_ENV !== 'production') return env.PAYMENT_PROVIDER ?? 'sandbox';
  if (env.PAYMENT_PROVIDER === 'sandbox') {
    throw new Error('Invalid configuration: PAYMENT_PROVIDER=sandbox is refused in production (no money would move)');
  }
  return 'none';
}

/** The variables a setting needs, as one error naming every missing one. */
function required<K extends keyof Env>(
  env: Env,
  because: string,
  names: readonly K[],
): { [P in K]-?: NonNullable<Env[P]> } {
  const missing = names.filter((name) => env[name] === undefined);
  if (missing.length > 0) throw configurationError([`${because} needs ${missing.join(', ')}`]);
  return Object.fromEntries(names.map((name) => [name, env[name]])) as { [P in K]-?: NonNullable<Env[P]> };
}

/**
 * A PEM key file; Alipay's key tool writes bare Base64, which is wrapped here as PKCS#8 (private) or SPKI (public).
 */
function keyFile(path: string, name: string, kind: 'private' | 'public' = 'private'): string {
  let text: string;
  try {
    text = readFileSync(resolve(path), 'utf8').trim();
  } catch {
    throw configurationError([`${name}: cannot read ${path}`]);
  }
  if (text.startsWith('-----BEGIN')) return text;
  const label = kind === 'private' ? 'PRIVATE KEY' : 'PUBLIC KEY';
  return `-----BEGIN ${label}-----\n${text.replace(/\s+/g, '').replace(/.{64}/g, '$&\n')}\n-----END ${label}-----\n`;
}

function smsGatewaySetting(env: Env): SmsGatewayConfig | undefined {
  const provider = env.SMS_PROVIDER;
  if (!provider) return undefined;
  const names = ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_ID'] as const;
  const set = required(env, `SMS_PROVIDER=${provider}`, provider === 'tencent' ? [...names, 'SMS_APP_ID'] : names);
  return {
    provider,
    accessKeyId: set.SMS_ACCESS_KEY_ID,
    accessKeySecret: set.SMS_ACCESS_KEY_SECRET,
    signName: set.SMS_SIGN_NAME,
    templateId: set.SMS_TEMPLATE_ID,
    appId: env.SMS_APP_ID,
    region: env.SMS_REGION,
    endpoint: env.SMS_ENDPOINT,
  };
}

function wechatPaySetting(env: Env): WechatPayConfig {
  const set = required(env, 'PAYMENT_PROVIDER=wechat', [
    'WECHATPAY_MCH_ID',
    'WECHATPAY_APP_ID',
    'WECHATPAY_MCH_SERIAL_NO',
    'WECHATPAY_MCH_PRIVATE_KEY_FILE',
    'WECHATPAY_API_V3_KEY',
    'WECHATPAY_PUBLIC_KEY_FILE',
    'PAYMENT_NOTIFY_BASE_URL',
  ]);
  return {
    mchId: set.WECHATPAY_MCH_ID,
    appId: set.WECHATPAY_APP_ID,
    mchSerialNo: set.WECHATPAY_MCH_SERIAL_NO,
    mchPrivateKey: keyFile(set.WECHATPAY_MCH_PRIVATE_KEY_FILE, 'WECHATPAY_MCH_PRIVATE_KEY_FILE'),
    apiV3Key: set.WECHATPAY_API_V3_KEY,
    platformPublicKey: keyFile(set.WECHATPAY_PUBLIC_KEY_FILE, 'WECHATPAY_PUBLIC_KEY_FILE', 'public'),
    platformPublicKeyId: env.WECHATPAY_PUBLIC_KEY_ID,
    baseUrl: env.WECHATPAY_BASE_URL,
    jsapi: env.WECHAT_MP_APP_SECRET
      ? {
          appId: env.WECHAT_MP_APP_ID ?? set.WECHATPAY_APP_ID,
          appSecret: env.WECHAT_MP_APP_SECRET,
          authorizeUrl: env.WECHAT_OAUTH_URL,
          apiBaseUrl: env.WECHAT_API_BASE_URL,
        }
      : undefined,
  };
}

function alipaySetting(env: Env): AlipayConfig {
  const set = required(env, 'PAYMENT_PROVIDER=alipay', [
    'ALIPAY_APP_ID',
    'ALIPAY_APP_PRIVATE_KEY_FILE',
    'ALIPAY_PUBLIC_KEY_FILE',
    'PAYMENT_NOTIFY_BASE_URL',
  ]);
  return {
    appId: set.ALIPAY_APP_ID,
    appPrivateKey: keyFile(set.ALIPAY_APP_PRIVATE_KEY_FILE, 'ALIPAY_APP_PRIVATE_KEY_FILE'),
    alipayPublicKey: keyFile(set.ALIPAY_PUBLIC_KEY_FILE, 'ALIPAY_PUBLIC_KEY_FILE', 'public'),
    gateway: env.ALIPAY_GATEWAY,
  };
}

function paymentSetting(env: Env): PaymentConfig {
  const provider = paymentProviderSetting(env);
  return {
    provider,
    notifyBaseUrl: env.PAYMENT_NOTIFY_BASE_URL,
    returnBaseUrl: env.APP_HOST,
    orderTimeoutSeconds: env.PAYMENT_ORDER_TIMEOUT_MINUTES * 60,
    reconcileIntervalMs: env.PAYMENT_RECONCILE_INTERVAL_MS,
    wechat: provider === 'wechat' ? wechatPaySetting(env) : undefined,
    alipay: provider === 'alipay' ? alipaySetting(env) : undefined,
  };
}

/** The repository's data/ folder, from src/config.ts in development and dist/main.js when built. */
function defaultBundledDataDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../../data');
}

function productionProblems(env: Env): string[] {
  const problems = Object.entries(builtInSecrets)
    .filter(([name, value]) => env[name as keyof typeof builtInSecrets] === value)
    .map(([name]) => `${name}: set your own secret in production`);
  if (env.MINOR_CLOCK === 'adjustable')
    problems.push('MINOR_CLOCK: an adjustable clock is for tests; not in production');
  if (env.SMS_OUTBOX === 'on') problems.push('SMS_OUTBOX: the dev outbox hands out login codes; not in production');
  return problems;
}

function configurationError(problems: string[]): Error {
  return new Error(`Invalid configuration: ${problems.join('; ')}`);
}

function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable counts as unset, so `DATABASE_URL= npm start` means "the embedded default".
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!parsed.success) throw configurationError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const problems = parsed.data.NODE_ENV === 'production' ? productionProblems(parsed.data) : [];
  if (problems.length > 0) throw configurationError(problems);
  return parsed.data;
}

function listOf(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const dataDir = resolve(env.DATA_DIR);
  const pullProviders = feedProviderSettings(env);
  return {
    env: env.NODE_ENV,
    apiDocs: env.API_DOCS ? env.API_DOCS === 'on' : env.NODE_ENV !== 'production',
    http: {
      host: env.API_HOST,
      port: env.API_PORT,
      // By default only the local web server's (loopback), so logins through it count against the fan's address.
      trustProxy: trustProxySetting(env.TRUST_PROXY, 'TRUST_PROXY'),
      webOrigins: listOf(env.WEB_ORIGIN),
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      maxConnections: env.HTTP_MAX_CONNECTIONS,
    },
    overload: {
      maxEventLoopDelayMs: env.OVERLOAD_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: env.OVERLOAD_HEAP_USED_MB * 1024 * 1024,
    },
    dataDir,
    maxUploadBytes: 2 * 1024 * 1024,
    database: { url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA, sqliteFile: resolve(dataDir, 'kanqiu.db') },
    redis: { url: env.REDIS_URL, prefix: env.REDIS_PREFIX },
    logLevel: env.LOG_LEVEL,
    requestLogLevel: env.REQUEST_LOG_LEVEL,
    metrics: { host: env.METRICS_HOST, port: env.METRICS_PORT },
    app: {
      name: env.APP_NAME,
      host: env.APP_HOST,
      fourthTab: fourthTabFor({ override: env.FOURTH_TAB, port: env.BUILD_PORT ?? env.API_PORT }),
    },
    sms: {
      dailyLimitPerPhone: env.SMS_DAILY_LIMIT_PER_PHONE,
      dailyLimitPerIp: env.SMS_DAILY_LIMIT_PER_IP,
      attemptsPerIpPerHour: env.SMS_ATTEMPTS_PER_IP_PER_HOUR,
      outbox: env.SMS_OUTBOX === 'on',
      gateway: smsGatewaySetting(env),
    },
    login: {
      attemptsPerPhonePerHour: env.LOGIN_ATTEMPTS_PER_PHONE_PER_HOUR,
      attemptsPerIpPerHour: env.LOGIN_ATTEMPTS_PER_IP_PER_HOUR,
    },
    apk: { android: env.APK_ANDROID_URL ?? null, ios: env.APK_IOS_URL ?? null, version: env.APK_VERSION },
    adminToken: env.ADMIN_TOKEN,
    spending: {
      perGift: env.SPEND_LIMIT_PER_GIFT,
      perDay: env.SPEND_LIMIT_PER_DAY,
      perMonth: env.SPEND_LIMIT_PER_MONTH,
      confirmAbove: env.SPEND_CONFIRM_ABOVE,
    },
    minorClock: env.MINOR_CLOCK,
    idNumberHashKey: env.ID_NUMBER_HASH_KEY,
    uploadUrlKey: env.UPLOAD_URL_KEY,
    feed: {
      enabled: env.FEED !== 'off',
      provider: pullProviders.football,
      basketballProvider: pullProviders.basketball,
      speed: env.FEED_SPEED,
      anchor: env.FEED_ANCHOR,
      demo: env.FEED_DEMO,
      daysBack: env.FEED_DAYS_BACK,
      daysAhead: env.FEED_DAYS_AHEAD,
      tickMs: env.FEED_TICK_MS,
      retentionDays: env.FEED_RETENTION_DAYS,
      ingestSecret: env.INGEST_SECRET,
      dataDir: env.BUNDLED_DATA_DIR ? resolve(env.BUNDLED_DATA_DIR) : defaultBundledDataDir(),
    },
    realtime: {
      history: { size: env.HUB_HISTORY_SIZE, maxAgeSeconds: env.HUB_HISTORY_SECONDS },
      maxFrameBytes: env.HUB_MAX_FRAME_BYTES,
      fanOutSlice: env.HUB_FANOUT_SLICE,
      socket: {
        maxMessagesPerSecond: env.HUB_MAX_MESSAGES_PER_SECOND,
        maxChannels: env.HUB_MAX_CHANNELS,
        maxBufferedBytes: env.HUB_MAX_BUFFERED_BYTES,
      },
      allowLoopbackOrigins: env.NODE_ENV !== 'production',
      connectionTokenKey: env.SOCKET_TOKEN_KEY,
    },
    moderation: {
      blockedWords: env.CHAT_BLOCKED_WORDS.split(/[,，\n]/u)
        .map((word) => word.trim())
        .filter((word) => word !== ''),
    },
    payment: paymentSetting(env),
    ai: {
      remote:
        env.AI_BASE_URL && env.AI_API_KEY
          ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL }
          : undefined,
      questionsPerMinute: env.AI_QUESTIONS_PER_MINUTE,
    },
    media: {
      enabled: env.MEDIA === 'on',
      rtmpHost: env.API_HOST,
      rtmpPort: env.RTMP_PORT,
      demoStreams: env.DEMO_STREAMS,
      ffmpegPath: env.FFMPEG_PATH,
      dir: resolve(dataDir, 'media'),
      edgeRtmpUrl: env.MEDIA_EDGE_RTMP_URL ?? null,
      edgeHlsUrl: env.MEDIA_EDGE_HLS_URL?.replace(/\/+$/, '') ?? null,
      flvViewerLimit: env.MEDIA_FLV_VIEWER_LIMIT,
    },
    webPush: {
      keys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT ?? (env.APP_HOST.startsWith('https:') ? env.APP_HOST : 'mailto:push@localhost'),
    },
  };
}
