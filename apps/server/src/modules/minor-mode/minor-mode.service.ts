import type { ReadCache } from '../../platform/cache/read-cache';
import { DEVICE_ID_HEADER, deviceIdPattern, type MinorStatus } from '@kanqiu/contract';
import {
  MINOR_DAILY_MINUTES,
  countActivity,
  isMinorPassword,
  localDayOf,
  minorLockAt,
  minorPasswordWaitMinutes,
  minutesUsedToday,
  withPasswordFailure,
  type CodeName,
  type MinorAction,
  type MinorLock,
  type MinorUsage,
} from '@kanqiu/domain';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/errors';
import { fail } from '../../platform/http/app-error';
import { accessTokenOf, optionalUserId } from '../../platform/http/auth';
import type { UserServices } from '../user';
import {
  deleteMode,
  findMode,
  findPasswordFailures,
  insertMode,
  savePassDay,
  savePasswordFailures,
  savePasswordHash,
  saveUsage,
  suitableRefs,
  type MinorModeRow,
} from './minor-mode.repository';

type MinorModeDeps = { db: Db; clock: Clock; user: Pick<UserServices, 'redeemResetCode'>; cache: ReadCache };

/** The mode that applies to a request: the account's when signed in and on, else the device's. */
type Applied = { holder: string; kind: 'account' | 'device'; row: MinorModeRow };

const refusals: Record<MinorAction, CodeName> = {
  recharge: 'minorRecharge',
  gift: 'minorGift',
  noble: 'minorNoble',
  tipPurchase: 'minorTipPurchase',
  guess: 'minorGuess',
  wheel: 'minorWheel',
  strangerMessage: 'minorStrangerMessage',
  broadcast: 'minorBroadcast',
};

const lockCodes: Record<NonNullable<MinorLock>, CodeName> = { curfew: 'minorCurfew', timeLimit: 'minorTimeLimit' };

const MAX_SEEN = 100_000;

const accountHolder = (userId: number) => `u:${userId}`;

function deviceOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const raw = request.headers[DEVICE_ID_HEADER];
  const id = Array.isArray(raw) ? raw[0] : raw;
  return id && deviceIdPattern.test(id) ? `d:${id}` : null;
}

const usageOf = (row: MinorModeRow): MinorUsage | null =>
  row.usage_day ? { day: row.usage_day, minutes: row.used_minutes, lastMinute: Number(row.last_minute) } : null;

/**
 * 青少年模式 (docs/decisions/0064-minor-mode-and-money-rules.md): on for an account or, for a guest, a device (the web's
 * `kq_device` cookie). The server counts the minutes and keeps the rest hours itself; the client only shows what the
 * API decided.
 */
export function createMinorModeService({ db, clock, user, cache }: MinorModeDeps) {
  /**
   * A holder's mode row, read once per change: every request a signed-in fan makes asks (the guard, IM's senders),
   * and nearly all have none. Each write below forgets it, on every instance.
   */
  const modeTag = (holder: string) => `minor-mode:${holder}`;
  const modeOf = (holder: string) =>
    cache.read(modeTag(holder), { dependsOn: [modeTag(holder)] }, () => findMode(db, holder));
  const changed = (holder: string) => cache.invalidate([modeTag(holder)]);
  const applied = new WeakMap<FastifyRequest, Promise<Applied | null>>();
  /**
   * The tokens and devices this instance saw in the mode: their requests skip the remembered answers so the hook
   * sees every one (a holder is learnt at its first request here; the web asks for the status on every page).
   */
  const seenInMode = new Set<string>();
  const callerKeys = (request: Pick<FastifyRequest, 'headers'>) =>
    [accessTokenOf(request as FastifyRequest), deviceOf(request)].filter((key) => key !== null);

  async function lookUp(request: FastifyRequest): Promise<Applied | null> {
    const userId = await optionalUserId(request);
    if (userId !== null) {
      const row = await modeOf(accountHolder(userId));
      if (row) return { holder: accountHolder(userId), kind: 'account', row };
    }
    const device = deviceOf(request);
    const row = device ? await modeOf(device) : undefined;
    return device && row ? { holder: device, kind: 'device', row } : null;
  }

  function appliedTo(request: FastifyRequest): Promise<Applied | null> {
    let found = applied.get(request);
    if (!found) {
      found = lookUp(request).then((result) => {
        for (const key of callerKeys(request)) {
          if (result && seenInMode.size < MAX_SEEN) seenInMode.add(key);
          if (!result) seenInMode.delete(key);
        }
        return result;
      });
      applied.set(request, found);
    }
    return found;
  }

  function lockOf(row: MinorModeRow, now: number): MinorLock {
    return row.pass_day === localDayOf(now) ? null : minorLockAt(usageOf(row), now);
  }

  async function requireApplied(request: FastifyRequest): Promise<Applied> {
    return (await appliedTo(request)) ?? fail('minorModeOff');
  }

  /** Five wrong passwords in ten minutes close the password to guesses until the ten minutes end. */
  async function checkPassword({ holder, row }: Applied, password: string): Promise<void> {
    const now = clock();
    const failures = await findPasswordFailures(db, holder);
    const wait = minorPasswordWaitMinutes(failures, now);
    if (wait > 0) fail('minorPasswordLocked', `密码错误次数过多，请 ${wait} 分钟后再试`);
    if (await verify(row.password_hash, password)) {
      if (failures.count > 0) await savePasswordFailures(db, holder, { count: 0, since: null });
      return;
    }
    await savePasswordFailures(db, holder, withPasswordFailure(failures, now));
    fail('minorPasswordWrong');
  }

  async function newPasswordHash(password: string): Promise<string> {
    if (!isMinorPassword(password)) fail('minorPasswordInvalid');
    return hash(password);
  }

  async function status(request: FastifyRequest): Promise<MinorStatus> {
    const found = await appliedTo(request);
    const now = clock();
    return {
      on: found !== null,
      holder: found?.kind ?? null,
      lock: found ? lockOf(found.row, now) : null,
      usedMinutes: found ? minutesUsedToday(usageOf(found.row), now) : 0,
      dailyMinutes: MINOR_DAILY_MINUTES,
      passedToday: found?.row.pass_day === localDayOf(now),
    };
  }

  return {
    status,

    wasSeenInMode: (request: Pick<FastifyRequest, 'headers'>) => callerKeys(request).some((key) => seenInMode.has(key)),

    async enable(request: FastifyRequest, password: string): Promise<MinorStatus> {
      const userId = await optionalUserId(request);
      const holder = userId !== null ? accountHolder(userId) : deviceOf(request);
      if (!holder) return fail('validationFailed', '无法识别此设备，请刷新页面后重试');
      try {
        await insertMode(db, holder, await newPasswordHash(password), clock());
        changed(holder);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        fail('conflict', '青少年模式已开启');
      }
      applied.delete(request);
      return status(request);
    },

    async disable(request: FastifyRequest, password: string): Promise<MinorStatus> {
      const found = await requireApplied(request);
      await checkPassword(found, password);
      await deleteMode(db, found.holder);
      changed(found.holder);
      applied.delete(request);
      return status(request);
    },

    /** The password lets the holder past the rest hours and the daily time until the Beijing day ends. */
    async pass(request: FastifyRequest, password: string): Promise<MinorStatus> {
      const found = await requireApplied(request);
      await checkPassword(found, password);
      await savePassDay(db, found.holder, localDayOf(clock()));
      changed(found.holder);
      applied.delete(request);
      return status(request);
    },

    async resetPassword(userId: number, code: string, password: string): Promise<void> {
      const passwordHash = await newPasswordHash(password);
      if (!(await modeOf(accountHolder(userId)))) fail('minorModeOff');
      await user.redeemResetCode(userId, code, (trx) => savePasswordHash(trx, accountHolder(userId), passwordHash));
      changed(accountHolder(userId));
    },

    /**
     * Every request of a holder in the mode: refused while the product is closed to them (but for the routes that
     * show or lift the lock), otherwise its minute counted.
     */
    async guard(request: FastifyRequest, alwaysOpen: boolean): Promise<void> {
      const found = await appliedTo(request);
      if (!found) return;
      const now = clock();
      const lock = lockOf(found.row, now);
      if (lock && !alwaysOpen) fail(lockCodes[lock]);
      if (lock) return;
      const before = usageOf(found.row);
      const after = countActivity(before, now);
      if (after === before) return;
      await saveUsage(db, found.holder, after);
      changed(found.holder);
    },

    async refuse(request: FastifyRequest, action: MinorAction): Promise<void> {
      if (await appliedTo(request)) fail(refusals[action]);
    },

    /** Whether an account keeps the mode on (messages from people who are not friends are refused to it). */
    async isOn(userId: number): Promise<boolean> {
      return (await modeOf(accountHolder(userId))) !== undefined;
    },

    /** The rooms or posts a request may see: null when the mode is off (everything), else those marked fit. */
    async suitableFor(request: FastifyRequest, kind: 'room' | 'post'): Promise<ReadonlySet<string> | null> {
      if (!(await appliedTo(request))) return null;
      return new Set(await suitableRefs(db, kind));
    },
  };
}

export type MinorModeService = ReturnType<typeof createMinorModeService>;
