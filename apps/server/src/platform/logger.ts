import pino, { type Logger } from 'pino';
import type { Config } from '../config';

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: ['req.headers.accesstoken', 'req.headers.cookie', '*.password', '*.code'], censor: '[redacted]' },
    base: { service: 'kanqiu-api' },
  });
}
