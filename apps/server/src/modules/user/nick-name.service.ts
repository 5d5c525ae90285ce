import { randomInt } from 'node:crypto';
import { nickNameProblem } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { TextPolicy } from '../moderation';
import { findUserIdByNickName } from './user.repository';

const generatedAttempts = 20;

export function createNickNameService(db: Db, text: TextPolicy) {
  async function assertUsable(nickName: string, ownerId?: number): Promise<void> {
    if (nickNameProblem(nickName)) fail('nickNameInvalid');
    if (text.refuses('nickName', nickName)) fail('nickNameSensitive');
    const holder = await findUserIdByNickName(db, nickName);
    if (holder !== undefined && holder !== ownerId) fail('nickNameTaken');
  }

  /** 球迷 followed by six random digits, retried until free. */
  async function generate(): Promise<string> {
    for (let attempt = 0; attempt < generatedAttempts; attempt++) {
      const candidate = `球迷${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      if ((await findUserIdByNickName(db, candidate)) === undefined) return candidate;
    }
    throw new Error('No free generated nickname found');
  }

  return {
    assertUsable,
    /** The nickname a new user asked for, checked, or a generated one when they left it empty. */
    async forNewUser(requested: string | undefined): Promise<string> {
      if (!requested) return generate();
      await assertUsable(requested);
      return requested;
    },
  };
}

export type NickNameService = ReturnType<typeof createNickNameService>;
