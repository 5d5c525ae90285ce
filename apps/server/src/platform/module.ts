import { Code, type CodeName } from '@kanqiu/domain';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { ChannelDefinition, ChannelHub } from '../realtime/hub';
import type { Bus } from './bus';
import type { ReadCache } from './cache/read-cache';
import type { Clock } from './clock';
import type { DatabaseHandle } from './db/database';
import { addCodeMessages, type CodeMessages } from './http/messages';
import type { Migration } from './db/migration';
import type { Metrics } from './metrics/metrics';
import type { ObjectStore } from './storage/object-store';

/**
 * The services modules offer each other. A module adds its entry from its own index.ts by declaration
 * merging (`declare module '../../platform/module' { interface ModuleServices { match: MatchServices } }`),
 * so a caller sees the type through the door and never imports another module's files.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleServices {}

export type ServiceName = keyof ModuleServices;

/** What the platform hands every module. */
export type ModuleContext = {
  config: Config;
  database: DatabaseHandle;
  bus: Bus;
  /** Every module's realtime channels (docs/realtime.md): publish, positions, history. */
  hub: ChannelHub;
  logger: Logger;
  /** Real time: tokens, SMS codes, rate limits. */
  clock: Clock;
  /** The feed's time (FEED_SPEED scales it): match minutes, today's lists. Equal to `clock` at speed 1. */
  sportsClock: Clock;
  /**
   * Reads computed once per version (`platform/cache/read-cache.ts`): a module invalidates the tags its writes
   * change; hub publications forget their channel's reads by themselves.
   */
  readCache: ReadCache;
  /** The figures an operator reads at `/metrics`: a module names its own families (`platform/metrics`). */
  metrics: Metrics;
  /** Where uploads and replays are kept (`platform/storage`): modules never write them to the disk themselves. */
  store: ObjectStore;
  /** A service of a module registered earlier in the list. */
  use<Name extends ServiceName>(name: Name): ModuleServices[Name];
};

/** One feature of the API behind its door (ARCHITECTURE §3): the only thing its index.ts exports. */
export type KanqiuModule = {
  name: string;
  /** Its tables, named with the global sequence number (`0004_wallet`), run in name order on both databases. */
  migrations?: readonly Migration[];
  /** The catalogue codes only this module answers with, and their messages (`codes.ts` in its folder). */
  codes?: CodeMessages;
  /** The realtime channels it owns and who may subscribe to them. */
  channels?: readonly ChannelDefinition[];
  /** Registers its routes; returns the services it offers to the modules after it. */
  register(app: FastifyInstance, context: ModuleContext): Promise<Partial<ModuleServices> | void>;
};

/**
 * Every module's migrations and the platform's own, in name order; a clash of names or of codes is a wiring
 * fault found at start.
 */
export function collectMigrations(modules: readonly KanqiuModule[], platform: readonly Migration[] = []): Migration[] {
  const all = [...platform, ...modules.flatMap((m) => m.migrations ?? [])];
  const names = new Set(all.map((m) => m.name));
  if (names.size !== all.length) throw new Error('Two modules declare a migration of the same name');
  return all.toSorted((a, b) => a.name.localeCompare(b.name));
}

/** Adds each module's codes to the catalogue; a code two modules declare is a wiring fault found at start. */
export function addModuleCodes(modules: readonly KanqiuModule[]): void {
  const owner = new Map<CodeName, string>();
  for (const module of modules) {
    for (const code of Object.keys(module.codes ?? {}) as CodeName[]) {
      if (!(code in Code)) throw new Error(`Module ${module.name} declares an unknown code ${code}`);
      const previous = owner.get(code);
      if (previous) throw new Error(`Code ${code} is declared by both ${previous} and ${module.name}`);
      owner.set(code, module.name);
    }
    addCodeMessages(module.codes ?? {});
  }
}

/** Registers the modules in list order, each seeing the services of those before it. */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly KanqiuModule[],
  platform: Omit<ModuleContext, 'use'>,
): Promise<void> {
  addModuleCodes(modules);
  const services: Partial<ModuleServices> = {};
  const context: ModuleContext = {
    ...platform,
    use(name) {
      const service = services[name];
      if (service === undefined) throw new Error(`Service ${String(name)} is used before its module is registered`);
      return service;
    },
  };
  for (const module of modules) {
    platform.hub.declare(module.channels ?? []);
    Object.assign(services, await module.register(app, context));
  }
}
