import type { GroupDetail } from '@kanqiu/contract';
import {
  canLeave,
  canManageGroup,
  canMute,
  canRemove,
  canSetRole,
  groupRoleLabel,
  ImCode,
  imLimits,
} from '@kanqiu/domain';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import * as repo from './im.repository';
import type { MessagesService } from './messages.service';
import type { RelationsService } from './relations.service';

/** A permanent 禁言 is stored as this far-off time (year 9999), so one comparison covers both kinds. */
const forever = 253_402_300_799_000;

/** Groups (spec §6): 群主 / 管理员 / 成员, every rule checked here with the domain's role rules. */
export function createGroupsService(db: Db, messages: MessagesService, relations: RelationsService) {
  async function groupMember(groupId: number, userId: number) {
    const { member, conversation } = await messages.requireMember(groupId, userId);
    if (conversation.kind !== 'group') fail('notFound');
    return { member, conversation };
  }

  async function target(groupId: number, userId: number) {
    const member = await repo.memberOf(db, groupId, userId);
    if (!member) fail('imNotMember', '该用户不在群聊中');
    return member;
  }

  async function nameOf(userId: number): Promise<string> {
    const [user] = await repo.findUsers(db, [userId]);
    return user?.nick_name ?? '用户';
  }

  async function friendsAmong(userId: number, ids: readonly number[]): Promise<number[]> {
    const friends = new Set((await relations.friends(userId)).map((f) => f.id));
    const outsiders = ids.filter((id) => !friends.has(id));
    if (outsiders.length > 0) fail('imNotFriends', '只能邀请互相关注的好友入群');
    return [...new Set(ids)];
  }

  async function create(userId: number, name: string, memberIds: number[]): Promise<number> {
    const invited = (await friendsAmong(userId, memberIds)).filter((id) => id !== userId);
    if (invited.length + 1 > imLimits.maxGroupMembers) fail('imGroupFull');
    const at = messages.nowMs();
    const id = await db.transaction().execute(async (trx) => {
      const groupId = await repo.createConversation(trx, { kind: 'group', key: null, name, at });
      await repo.addMembers(
        trx,
        groupId,
        [{ userId, role: 'owner' }, ...invited.map((m) => ({ userId: m, role: 'member' as const }))],
        at,
      );
      return groupId;
    });
    const owner = await nameOf(userId);
    await messages.groupEvent(id, `${owner} 创建了群聊「${name}」`);
    for (const member of invited)
      await messages.notify(member, ImCode.groupInvite, `${owner} 邀请你加入群聊「${name}」`);
    return id;
  }

  async function detail(userId: number, groupId: number): Promise<GroupDetail> {
    const { member, conversation } = await groupMember(groupId, userId);
    const now = messages.nowMs();
    const members = await repo.membersWithUsers(db, groupId);
    const order = { owner: 0, admin: 1, member: 2 } as const;
    return {
      id: groupId,
      name: conversation.name ?? '群聊',
      announcement: conversation.announcement ?? '',
      mutedAll: conversation.muted_all === 1,
      myRole: member.role,
      members: members
        .map((m) => ({
          id: m.id,
          nickName: m.nick_name,
          portrait: m.portrait,
          role: m.role,
          mutedUntil: m.muted_until !== null && m.muted_until > now ? m.muted_until : null,
        }))
        .sort((a, b) => order[a.role] - order[b.role]),
    };
  }

  async function list(userId: number) {
    const rows = await repo.groupsOf(db, userId);
    return rows.map((row) => ({
      id: row.id,
      name: row.name ?? '群聊',
      memberCount: Number(row.member_count ?? 0),
      myRole: row.role,
    }));
  }

  async function invite(userId: number, groupId: number, userIds: number[]): Promise<void> {
    const { conversation } = await groupMember(groupId, userId);
    const invited = await friendsAmong(userId, userIds);
    const present = new Set(await repo.memberIds(db, groupId));
    const fresh = invited.filter((id) => !present.has(id));
    if (present.size + fresh.length > imLimits.maxGroupMembers) fail('imGroupFull');
    await repo.addMembers(
      db,
      groupId,
      fresh.map((id) => ({ userId: id, role: 'member' as const })),
      messages.nowMs(),
    );
    const inviter = await nameOf(userId);
    for (const id of fresh) {
      await messages.groupEvent(groupId, `${inviter} 邀请 ${await nameOf(id)} 加入了群聊`);
      await messages.notify(id, ImCode.groupInvite, `${inviter} 邀请你加入群聊「${conversation.name ?? '群聊'}」`);
    }
  }

  async function setRole(userId: number, groupId: number, targetId: number, role: 'admin' | 'member'): Promise<void> {
    if (userId === targetId) fail('imSelfTarget');
    const { member } = await groupMember(groupId, userId);
    const other = await target(groupId, targetId);
    if (!canSetRole(member.role, other.role, role)) fail('imRoleForbidden');
    if (other.role === role) return;
    await repo.updateMember(db, groupId, targetId, { role });
    await messages.groupEvent(groupId, `${await nameOf(targetId)} 已成为${groupRoleLabel[role]}`);
  }

  /** 禁言 for `minutes`, or permanently without. */
  async function stopSpeak(
    userId: number,
    groupId: number,
    targetId: number,
    minutes: number | undefined,
  ): Promise<void> {
    if (userId === targetId) fail('imSelfTarget');
    const { member } = await groupMember(groupId, userId);
    const other = await target(groupId, targetId);
    if (!canMute(member.role, other.role)) fail('imRoleForbidden');
    const until = minutes === undefined ? forever : messages.nowMs() + minutes * 60_000;
    await repo.updateMember(db, groupId, targetId, { muted_until: until });
    const span =
      minutes === undefined
        ? '永久'
        : minutes % 1440 === 0
          ? `${minutes / 1440} 天`
          : minutes % 60 === 0
            ? `${minutes / 60} 小时`
            : `${minutes} 分钟`;
    await messages.groupEvent(groupId, `${await nameOf(targetId)} 被禁言（${span}）`);
  }

  async function speak(userId: number, groupId: number, targetId: number): Promise<void> {
    const { member } = await groupMember(groupId, userId);
    const other = await target(groupId, targetId);
    if (!canMute(member.role, other.role)) fail('imRoleForbidden');
    await repo.updateMember(db, groupId, targetId, { muted_until: null });
    await messages.groupEvent(groupId, `${await nameOf(targetId)} 已被解除禁言`);
  }

  async function muteAll(userId: number, groupId: number, muted: boolean): Promise<void> {
    const { member } = await groupMember(groupId, userId);
    if (!canManageGroup(member.role)) fail('imRoleForbidden');
    await repo.updateConversation(db, groupId, { muted_all: muted ? 1 : 0 });
    await messages.groupEvent(groupId, muted ? '已开启全员禁言' : '已关闭全员禁言');
  }

  async function announce(userId: number, groupId: number, text: string): Promise<void> {
    const { member } = await groupMember(groupId, userId);
    if (!canManageGroup(member.role)) fail('imRoleForbidden');
    await repo.updateConversation(db, groupId, { announcement: text });
    await messages.groupEvent(groupId, text === '' ? '群公告已清空' : `群公告：${text}`);
  }

  async function remove(userId: number, groupId: number, targetId: number): Promise<void> {
    if (userId === targetId) fail('imSelfTarget');
    const { member } = await groupMember(groupId, userId);
    const other = await target(groupId, targetId);
    if (!canRemove(member.role, other.role)) fail('imRoleForbidden');
    await messages.groupEvent(groupId, `${await nameOf(targetId)} 被移出了群聊`);
    await repo.removeMember(db, groupId, targetId);
  }

  async function out(userId: number, groupId: number): Promise<void> {
    const { member } = await groupMember(groupId, userId);
    if (!canLeave(member.role)) fail('imOwnerMustTransfer');
    await messages.groupEvent(groupId, `${await nameOf(userId)} 退出了群聊`);
    await repo.removeMember(db, groupId, userId);
  }

  async function transfer(userId: number, groupId: number, targetId: number): Promise<void> {
    if (userId === targetId) fail('imSelfTarget');
    const { member } = await groupMember(groupId, userId);
    await target(groupId, targetId);
    if (member.role !== 'owner') fail('imRoleForbidden');
    await db.transaction().execute(async (trx) => {
      await repo.updateMember(trx, groupId, targetId, { role: 'owner', muted_until: null });
      await repo.updateMember(trx, groupId, userId, { role: 'admin' });
    });
    await messages.groupEvent(groupId, `${await nameOf(targetId)} 已成为新群主`);
  }

  return { create, detail, list, invite, setRole, stopSpeak, speak, muteAll, announce, remove, out, transfer };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
