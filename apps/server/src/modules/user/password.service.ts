import type { changePasswordBody, resetPasswordBody } from '@kanqiu/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { hashNewPassword, verifyPassword } from './password-hashing';
import type { PasswordIvService } from './password-iv.service';
import type { SessionService } from './session.service';
import type { SmsCodeService } from './sms-code.service';
import { findPasswordHash, findUserByPhone, updateUser } from './user.repository';

type PasswordDeps = {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  smsCodes: SmsCodeService;
  passwordIvs: PasswordIvService;
};

export function createPasswordService({ db, clock, sessions, smsCodes, passwordIvs }: PasswordDeps) {
  return {
    /** Keeps the session that asked and signs out every other device. */
    async change(session: { userId: number; token: string }, input: z.infer<typeof changePasswordBody>): Promise<void> {
      const [oldPassword, newPassword] = await passwordIvs.decrypt(input.ivId, [
        input.oldPassword,
        input.password,
      ] as const);
      const stored = await findPasswordHash(db, session.userId);
      if (!(await verifyPassword(stored?.password_hash, oldPassword))) fail('oldPasswordWrong');
      const passwordHash = await hashNewPassword(newPassword);
      const revoked = await db.transaction().execute(async (trx) => {
        await updateUser(trx, session.userId, { password_hash: passwordHash }, clock());
        return sessions.revokeAllExcept(session.userId, session.token, trx);
      });
      sessions.forget(revoked);
    },

    /** Forgotten password: proven by an SMS code; every session ends. */
    async reset(input: z.infer<typeof resetPasswordBody>): Promise<void> {
      const user = await findUserByPhone(db, input.phone);
      if (!user) fail('phoneNotRegistered');
      const [password] = await passwordIvs.decrypt(input.ivId, [input.password] as const);
      const passwordHash = await hashNewPassword(password);
      const revoked = await smsCodes.redeem({ phone: input.phone, purpose: 'reset', code: input.code }, async (trx) => {
        await updateUser(trx, user.id, { password_hash: passwordHash }, clock());
        return sessions.revokeAll(user.id, trx);
      });
      sessions.forget(revoked);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
