import { Redis } from 'ioredis';
import { redisOptions } from '../platform/bus/redis-client';
import { hubTopic, newEpoch, type ChannelStore, type Publication } from './channel-store';

/*
 * One script per step, so numbering, history and publishing happen together or not at all: a
 * publication that failed leaves no gap behind it that nobody notices (the hub resets the channel).
 * The epoch key is created on first use; a Redis that lost its keys therefore starts a new epoch.
 */
const appendScript = `
redis.call('set', KEYS[1], ARGV[1], 'NX')
local epoch = redis.call('get', KEYS[1])
local seq = redis.call('incr', KEYS[2])
local message = '{"channel":' .. ARGV[2] .. ',"epoch":"' .. epoch .. '","seq":' .. seq .. ',"at":' .. ARGV[3] .. ',"data":' .. ARGV[4] .. '}'
redis.call('rpush', KEYS[3], message)
redis.call('ltrim', KEYS[3], -tonumber(ARGV[5]), -1)
redis.call('pexpire', KEYS[3], ARGV[6])
redis.call('publish', ARGV[7], message)
return {epoch, seq}`;

const readScript = `
redis.call('set', KEYS[1], ARGV[1], 'NX')
local entries = {}
if ARGV[2] == '1' then entries = redis.call('lrange', KEYS[3], 0, -1) end
return {redis.call('get', KEYS[1]), redis.call('get', KEYS[2]) or '0', entries}`;

const resetScript = `
redis.call('set', KEYS[1], ARGV[1])
redis.call('del', KEYS[2], KEYS[3])
redis.call('publish', ARGV[3], '{"channel":' .. ARGV[2] .. ',"epoch":"' .. ARGV[1] .. '","reset":true}')
return 1`;

/**
 * Channels numbered and kept in Redis, shared by every instance. Publications go straight to the bus
 * topic of the Redis bus (same prefix), so every instance's hub receives them. Commands fail at once
 * while Redis is unreachable (no offline queue) and within 2 s on a connection gone silent (the bus's
 * options): the hub degrades instead of waiting.
 */
export async function createRedisChannelStore(url: string, prefix: string): Promise<ChannelStore> {
  const redis = new Redis(url, redisOptions);
  redis.on('error', () => {
    /* reported by the failing commands; ioredis reconnects by itself */
  });
  await redis.connect();
  const keys = (channel: string) => [
    `${prefix}hub:${channel}:epoch`,
    `${prefix}hub:${channel}:seq`,
    `${prefix}hub:${channel}:history`,
  ];
  const busChannel = prefix + hubTopic;

  return {
    async append(channel, data, history) {
      const [epoch, seq] = (await redis.eval(
        appendScript,
        3,
        ...keys(channel),
        newEpoch(),
        JSON.stringify(channel),
        String(Date.now()),
        JSON.stringify(data),
        String(history.size),
        String(history.maxAgeSeconds * 1000),
        busChannel,
      )) as [string, number];
      return { epoch, seq };
    },
    async read(channel, withHistory) {
      const [epoch, seq, raw] = (await redis.eval(
        readScript,
        3,
        ...keys(channel),
        newEpoch(),
        withHistory ? '1' : '0',
      )) as [string, string, string[]];
      return { position: { epoch, seq: Number(seq) }, entries: raw.map((text) => JSON.parse(text) as Publication) };
    },
    async reset(channel) {
      await redis.eval(resetScript, 3, ...keys(channel), newEpoch(), JSON.stringify(channel), busChannel);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
