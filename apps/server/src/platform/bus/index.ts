import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Bus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createRedisBus } from './redis-bus';

export type { Bus, BusHandler, Unsubscribe } from './bus';
export { createMemoryBus } from './memory-bus';
export { createRedisBus } from './redis-bus';

export function openBus(config: Config['redis'], logger: Logger): Promise<Bus> {
  return config.url ? createRedisBus(config.url, config.prefix, logger) : Promise.resolve(createMemoryBus());
}
