import { createHash, randomInt } from 'node:crypto';
import type { SmsPurpose } from '@kanqiu/contract';
import { endOfLocalDay, type CodeName } from '@kanqiu/domain';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { SmsSender } from './sms-sender';
import { SmsSendError, smsFailureCode } from './sms-gateways';
import {
  claimSmsCodeAttempt,
  consumeSmsCode,
  countSmsCodesSince,
  deleteSmsCode,
  findLatestSmsCode,
  insertSmsCode,
} from './sms-code.repository';
import { findUserByPhone } from './user.repository';

const smsCodeLifetimeSec = 5 * 60;
const smsResendIntervalSec = 60;
const smsMaxAttempts = 5;

const daySec = 24 * 3600;

/** Daily caps reset at midnight in Shanghai, the users' calendar day. */
function shanghaiDayStart(now: number): number {
  return endOfLocalDay(new Date(now * 1000)).getTime() / 1000 - daySec;
}

// The phone salts the hash so equal codes sent to different phones never share a stored value.
function hashCode(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

type SmsCodeDeps = { db: Db; clock: Clock; sender: SmsSender; limits: Config['sms'] };
type SendRequest = { phone: string; purpose: SmsPurpose; ip: string };
type CodeClaim = { phone: string; purpose: SmsPurpose; code: string };

export function createSmsCodeService({ db, clock, sender, limits }: SmsCodeDeps) {
  async function assertPhoneFitsPurpose(phone: string, purpose: SmsPurpose): Promise<void> {
    const registered = (await findUserByPhone(db, phone)) !== undefined;
    if (purpose === 'register' && registered) fail('phoneAlreadyRegistered');
    if (purpose !== 'register' && !registered) fail('phoneNotRegistered');
  }

  // Counted after the new row is in, so of two racing requests at least one sees the other.
  async function quotaProblem(phone: string, ip: string, now: number): Promise<CodeName | null> {
    if ((await countSmsCodesSince(db, { phone }, now - smsResendIntervalSec)) > 1) return 'smsTooFrequent';
    const dayStart = shanghaiDayStart(now);
    if ((await countSmsCodesSince(db, { phone }, dayStart)) > limits.dailyLimitPerPhone) return 'smsDailyLimit';
    if ((await countSmsCodesSince(db, { ip }, dayStart)) > limits.dailyLimitPerIp) return 'smsDailyLimit';
    return null;
  }

  /** The id of the newest code for this phone and purpose when `code` matches it and it is still usable. */
  async function checkCode({ phone, purpose, code }: CodeClaim): Promise<number> {
    const latest = await findLatestSmsCode(db, phone, purpose);
    const usable =
      latest !== undefined && latest.expires_at > clock() && (await claimSmsCodeAttempt(db, latest.id, smsMaxAttempts));
    if (!usable || latest.code_hash !== hashCode(phone, code)) fail('smsCodeInvalid');
    return latest.id;
  }

  return {
    async send({ phone, purpose, ip }: SendRequest): Promise<{ expiresAt: number; resendAt: number }> {
      await assertPhoneFitsPurpose(phone, purpose);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = clock();
      const expiresAt = now + smsCodeLifetimeSec;
      const id = await insertSmsCode(db, {
        phone,
        purpose,
        ip,
        code_hash: hashCode(phone, code),
        created_at: now,
        expires_at: expiresAt,
      });
      const problem = await quotaProblem(phone, ip, now);
      if (problem) {
        await deleteSmsCode(db, id);
        fail(problem);
      }
      try {
        await sender.send({ phone, code, purpose, sentAt: now });
      } catch (error) {
        // A code the fan never received neither counts against the limits nor can be redeemed.
        await deleteSmsCode(db, id);
        fail(smsFailureCode[error instanceof SmsSendError ? error.kind : 'failed']);
      }
      return { expiresAt, resendAt: now + smsResendIntervalSec };
    },

    /**
     * Checks the code, then uses it up and runs `work` in one transaction: when `work` fails
     * (say the phone got registered meanwhile) the code stays usable.
     */
    async redeem<T>(claim: CodeClaim, work: (trx: Db) => Promise<T>): Promise<T> {
      const id = await checkCode(claim);
      return db.transaction().execute(async (trx) => {
        if (!(await consumeSmsCode(trx, id, clock()))) fail('smsCodeInvalid');
        return work(trx);
      });
    },
  };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
