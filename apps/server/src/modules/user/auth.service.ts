import type { LoginBody, registerBody } from '@kanqiu/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { NickNameService } from './nick-name.service';
import { hashNewPassword, verifyPassword } from './password-hashing';
import type { PasswordIvService } from './password-iv.service';
import type { SessionService } from './session.service';
import type { SmsCodeService } from './sms-code.service';
import { isUniqueViolation } from '../../platform/db/errors';
import { findUserByPhone, insertUser } from './user.repository';

type RegisterInput = z.infer<typeof registerBody>;
type PasswordLogin = Extract<LoginBody, { password: string }>;
type CodeLogin = Extract<LoginBody, { code: string }>;

type AuthDeps = {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  smsCodes: SmsCodeService;
  passwordIvs: PasswordIvService;
  nickNames: NickNameService;
};

export function createAuthService({ db, clock, sessions, smsCodes, passwordIvs, nickNames }: AuthDeps) {
  async function createUser(input: RegisterInput): Promise<number> {
    const [password] = await passwordIvs.decrypt(input.ivId, [input.password] as const);
    const passwordHash = await hashNewPassword(password);
    const nickName = await nickNames.forNewUser(input.nickName);
    try {
      return await smsCodes.redeem({ phone: input.phone, purpose: 'register', code: input.code }, (trx) =>
        insertUser(trx, { phone: input.phone, passwordHash, nickName, now: clock() }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Someone took the phone or the nickname between our checks and the insert.
      fail((await findUserByPhone(db, input.phone)) ? 'phoneAlreadyRegistered' : 'nickNameTaken');
    }
  }

  // Same code for an unknown phone and a wrong password, so the answer does not reveal who is registered.
  async function userIdByPassword({ phone, password, ivId }: PasswordLogin): Promise<number> {
    const [plain] = await passwordIvs.decrypt(ivId, [password] as const);
    const user = await findUserByPhone(db, phone);
    const matches = await verifyPassword(user?.password_hash, plain);
    if (!user || !matches) fail('wrongCredentials');
    return user.id;
  }

  async function userIdByCode({ phone, code }: CodeLogin): Promise<number> {
    const user = await smsCodes.redeem({ phone, purpose: 'login', code }, (trx) => findUserByPhone(trx, phone));
    if (!user) fail('phoneNotRegistered');
    return user.id;
  }

  return {
    async register(input: RegisterInput) {
      if (await findUserByPhone(db, input.phone)) fail('phoneAlreadyRegistered');
      return sessions.issue(await createUser(input));
    },

    async login(input: LoginBody) {
      const userId = 'code' in input ? await userIdByCode(input) : await userIdByPassword(input);
      return sessions.issue(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
