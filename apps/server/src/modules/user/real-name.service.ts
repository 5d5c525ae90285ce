import { createHmac } from 'node:crypto';
import type { RealNameInfo, certifyBody } from '@kanqiu/contract';
import { birthDateOfIdNumber, isValidIdNumber, maskIdNumber, maskRealName } from '@kanqiu/domain';
import type { z } from 'zod';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import { accountTag } from './profile.service';
import { findRealName, insertRealName, isIdNumberHashTaken } from './real-name.repository';
import { isUniqueViolation } from '../../platform/db/errors';

type RealNameDeps = { db: Db; clock: Clock; idNumberHashKey: string; cache: ReadCache };

const idNumberInUse = '该身份证号已被其他账号认证';

/**
 * Only masked values are kept. The full number survives only as a keyed hash, enough to stop
 * one person certifying many accounts without letting a leaked table be reversed.
 */
export function createRealNameService({ db, clock, idNumberHashKey, cache }: RealNameDeps) {
  const hashIdNumber = (idNumber: string) => createHmac('sha256', idNumberHashKey).update(idNumber).digest('hex');

  async function info(userId: number): Promise<RealNameInfo> {
    const row = await findRealName(db, userId);
    return {
      certified: row !== undefined,
      realName: row?.real_name_masked ?? null,
      idNumber: row?.id_number_masked ?? null,
      certifiedAt: row?.certified_at ?? null,
    };
  }

  async function assertCertifiable(userId: number, idNumberHash: string): Promise<void> {
    if (await findRealName(db, userId)) fail('alreadyCertified');
    if (await isIdNumberHashTaken(db, idNumberHash)) fail('conflict', idNumberInUse);
  }

  return {
    info,

    /** The certified birth date (YYYY-MM-DD), or null: not certified, or certified before birth dates were kept. */
    async birthDateOf(userId: number): Promise<string | null> {
      return (await findRealName(db, userId))?.birth_date ?? null;
    },

    async certify(userId: number, input: z.infer<typeof certifyBody>): Promise<RealNameInfo> {
      if (!isValidIdNumber(input.idNumber)) fail('idNumberInvalid');
      const idNumberHash = hashIdNumber(input.idNumber);
      await assertCertifiable(userId, idNumberHash);
      try {
        await insertRealName(db, {
          user_id: userId,
          real_name_masked: maskRealName(input.realName),
          id_number_masked: maskIdNumber(input.idNumber),
          id_number_hash: idNumberHash,
          certified_at: clock(),
          birth_date: birthDateOfIdNumber(input.idNumber.toUpperCase()),
        });
      } catch (error) {
        // A concurrent request certified first; answer as if we had seen it.
        if (isUniqueViolation(error)) await assertCertifiable(userId, idNumberHash);
        throw error;
      }
      cache.invalidate([accountTag(userId)]);
      return info(userId);
    },
  };
}

export type RealNameService = ReturnType<typeof createRealNameService>;
