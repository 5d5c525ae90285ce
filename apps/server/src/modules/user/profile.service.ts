import type { UserInfo } from '@kanqiu/contract';
import { maskPhone } from '@kanqiu/domain';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { NickNameService } from './nick-name.service';
import type { PendingLinks } from './pending-upload';
import { isUniqueViolation } from '../../platform/db/errors';
import { findUserWithCertification, updateUser } from './user.repository';

type ProfileDeps = { db: Db; clock: Clock; nickNames: NickNameService; pendingLinks: PendingLinks; cache: ReadCache };

/**
 * The read cache's tag of fans' public faces (nickname, portrait): other modules' reads that show them (posts,
 * comments, rooms, tips) depend on it, and it moves when any fan's changes.
 */
export const userProfilesTag = 'user:profiles';

/** The read cache's tag of one fan's own account (their 我的 info): every write to it moves it. */
export const accountTag = (userId: number) => `user:account:${userId}`;

export function createProfileService({ db, clock, nickNames, pendingLinks, cache }: ProfileDeps) {
  async function loadInfo(userId: number): Promise<UserInfo> {
    const user = await findUserWithCertification(db, userId);
    if (!user) fail('noToken');
    return {
      id: user.id,
      nickName: user.nick_name,
      portrait: user.portrait,
      portraitAudit: user.portrait_audit,
      portraitNew: pendingLinks.link(user.portrait_new),
      phone: maskPhone(user.phone),
      certified: user.certified_user_id !== null,
      themeColor: user.theme_color,
      createdAt: user.created_at,
    };
  }

  return {
    /** Asked by every signed-in page of the web: read once per change of the account. */
    info(userId: number): Promise<UserInfo> {
      const tag = accountTag(userId);
      return cache.read(tag, { dependsOn: [tag] }, () => loadInfo(userId));
    },

    async changeNickName(userId: number, nickName: string): Promise<void> {
      await nickNames.assertUsable(nickName, userId);
      try {
        await updateUser(db, userId, { nick_name: nickName }, clock());
      } catch (error) {
        if (isUniqueViolation(error)) fail('nickNameTaken');
        throw error;
      }
      cache.invalidate([userProfilesTag, accountTag(userId)]);
    },

    async changeThemeColor(userId: number, themeColor: string): Promise<void> {
      await updateUser(db, userId, { theme_color: themeColor.toLowerCase() }, clock());
      cache.invalidate([accountTag(userId)]);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
