import { resolve } from 'node:path';
import { z } from 'zod';

/** The only reader of process.env. Every setting has a default that runs on one machine. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('0.0.0.0'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./var'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://').optional(),
  REDIS_PREFIX: z.string().default('kanqiu:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ORIGIN: z.string().default('http://localhost:3000'),
  APP_NAME: z.string().default('看球'),
  APP_HOST: z.string().default('http://localhost:3000'),
  FOURTH_TAB: z.enum(['message', 'ChatGPT']).optional(),
  BUILD_PORT: z.coerce.number().int().optional(),
  SMS_DAILY_LIMIT_PER_PHONE: z.coerce.number().int().min(1).default(10),
  SMS_DAILY_LIMIT_PER_IP: z.coerce.number().int().min(1).default(50),
  APK_ANDROID_URL: z.string().optional(),
  APK_IOS_URL: z.string().optional(),
  APK_VERSION: z.string().default('1.0.0'),
  ADMIN_TOKEN: z.string().min(16).optional(),
  TRUST_PROXY: z.coerce.boolean().default(false),
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  http: { host: string; port: number; trustProxy: boolean; webOrigin: string };
  dataDir: string;
  uploadsDir: string;
  database: { url: string | undefined; schema: string | undefined; sqliteFile: string };
  redis: { url: string | undefined; prefix: string };
  logLevel: Env['LOG_LEVEL'];
  app: { name: string; host: string; fourthTab: 'message' | 'ChatGPT' };
  sms: { dailyLimitPerPhone: number; dailyLimitPerIp: number };
  apk: { android: string | null; ios: string | null; version: string };
  adminToken: string | undefined;
};

/** Spec §2: the fourth tab is /message when the build port is 8096, otherwise /ChatGPT. */
function fourthTab(env: Env): 'message' | 'ChatGPT' {
  if (env.FOURTH_TAB) return env.FOURTH_TAB;
  return env.BUILD_PORT === 8096 ? 'message' : 'ChatGPT';
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    http: { host: env.API_HOST, port: env.API_PORT, trustProxy: env.TRUST_PROXY, webOrigin: env.WEB_ORIGIN },
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    database: { url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA, sqliteFile: resolve(dataDir, 'kanqiu.db') },
    redis: { url: env.REDIS_URL, prefix: env.REDIS_PREFIX },
    logLevel: env.LOG_LEVEL,
    app: { name: env.APP_NAME, host: env.APP_HOST, fourthTab: fourthTab(env) },
    sms: { dailyLimitPerPhone: env.SMS_DAILY_LIMIT_PER_PHONE, dailyLimitPerIp: env.SMS_DAILY_LIMIT_PER_IP },
    apk: { android: env.APK_ANDROID_URL ?? null, ios: env.APK_IOS_URL ?? null, version: env.APK_VERSION },
    adminToken: env.ADMIN_TOKEN,
  };
}
