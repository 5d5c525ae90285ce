import type { RelationUser } from '@kanqiu/contract';
import { ImCode } from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import * as repo from './im.repository';
import { directKey, toImUser, type MessagesService } from './messages.service';

/** Follows (关注 / 粉丝), friends (mutual follows), blocks, finding users, and opening a one-to-one conversation. */
export function createRelationsService(db: Db, messages: MessagesService) {
  async function describe(userId: number, users: repo.UserRow[]): Promise<RelationUser[]> {
    const edges = await repo.relationsOf(
      db,
      userId,
      users.map((u) => u.id),
    );
    return users.map((user) => ({
      ...toImUser(user),
      following: edges.following.has(user.id),
      follower: edges.followers.has(user.id),
      blocked: edges.blocked.has(user.id),
    }));
  }

  async function requireUser(id: number): Promise<repo.UserRow> {
    const [user] = await repo.findUsers(db, [id]);
    if (!user) fail('notFound', '该用户不存在');
    return user;
  }

  async function follow(userId: number, targetId: number): Promise<RelationUser> {
    if (userId === targetId) fail('imSelfTarget');
    const target = await requireUser(targetId);
    const [me] = await repo.findUsers(db, [userId]);
    if (await repo.addFollow(db, userId, targetId, Math.floor(messages.nowMs() / 1000))) {
      const mutual = await repo.follows(db, targetId, userId);
      await messages.notify(
        targetId,
        mutual ? ImCode.friendAccepted : ImCode.friendRequest,
        mutual ? `${me!.nick_name} 回关了你，你们已成为好友` : `${me!.nick_name} 关注了你，回关即可成为好友`,
      );
    }
    return (await describe(userId, [target]))[0]!;
  }

  async function unfollow(userId: number, targetId: number): Promise<RelationUser> {
    const target = await requireUser(targetId);
    await repo.removeFollow(db, userId, targetId);
    return (await describe(userId, [target]))[0]!;
  }

  async function block(userId: number, targetId: number, blocked: boolean): Promise<RelationUser> {
    if (userId === targetId) fail('imSelfTarget');
    const target = await requireUser(targetId);
    await repo.setBlock(db, userId, targetId, blocked, Math.floor(messages.nowMs() / 1000));
    return (await describe(userId, [target]))[0]!;
  }

  const list = async (userId: number, side: 'following' | 'followers') =>
    describe(userId, await repo.followList(db, userId, side));

  /** Friends: the users I follow who follow me back, A–Z by the client (pinyin). */
  async function friends(userId: number): Promise<RelationUser[]> {
    return (await list(userId, 'following')).filter((user) => user.follower);
  }

  const find = async (userId: number, keyword: string) =>
    describe(userId, await repo.searchUsers(db, keyword, userId, 30));

  const card = async (userId: number, targetId: number) => (await describe(userId, [await requireUser(targetId)]))[0]!;

  /** The one-to-one conversation with a friend, made on first use. */
  async function openDirect(userId: number, peerId: number): Promise<number> {
    if (userId === peerId) fail('imSelfTarget');
    await requireUser(peerId);
    const key = directKey(userId, peerId);
    const existing = await repo.conversationByKey(db, key);
    if (existing) return existing.id;
    if (!(await repo.follows(db, userId, peerId)) || !(await repo.follows(db, peerId, userId))) fail('imNotFriends');
    if (await repo.blockedEitherWay(db, userId, peerId)) fail('imBlocked');
    return db.transaction().execute(async (trx) => {
      const raced = await repo.conversationByKey(trx, key);
      if (raced) return raced.id;
      const id = await repo.createConversation(trx, { kind: 'direct', key, name: null, at: messages.nowMs() });
      await repo.addMembers(
        trx,
        id,
        [
          { userId, role: 'member' },
          { userId: peerId, role: 'member' },
        ],
        messages.nowMs(),
      );
      return id;
    });
  }

  return { follow, unfollow, block, list, friends, find, card, openDirect };
}

export type RelationsService = ReturnType<typeof createRelationsService>;
