/** Spec §6: a group's members have roles and speaking rights (群主 / 管理员 / 成员). */
export const groupRoles = ['owner', 'admin', 'member'] as const;
export type GroupRole = (typeof groupRoles)[number];

const rank: Record<GroupRole, number> = { owner: 3, admin: 2, member: 1 };

/** Whether `actor` may act on `target`: only on a lower role, never on oneself this way. */
export function outranks(actor: GroupRole, target: GroupRole): boolean {
  return rank[actor] > rank[target];
}

/** Set user role: only the owner, and only between 管理员 and 成员. */
export function canSetRole(actor: GroupRole, target: GroupRole, next: GroupRole): boolean {
  return actor === 'owner' && target !== 'owner' && next !== 'owner';
}

/** Stop speak / speak (禁言): the owner or an admin, on a lower role. */
export function canMute(actor: GroupRole, target: GroupRole): boolean {
  return actor !== 'member' && outranks(actor, target);
}

/** 全员禁言, announcement, invite approval: the owner or an admin. */
export function canManageGroup(actor: GroupRole): boolean {
  return actor !== 'member';
}

/** Delete a member: the owner or an admin, on a lower role. */
export function canRemove(actor: GroupRole, target: GroupRole): boolean {
  return canMute(actor, target);
}

/** Out (leave): anyone but the owner, who transfers the group first. */
export function canLeave(role: GroupRole): boolean {
  return role !== 'owner';
}

/**
 * Whether a member may send now: not while personally muted (`mutedUntil` in ms, `Infinity` for permanent),
 * and not under 全员禁言 unless the owner or an admin.
 */
export function maySpeak(role: GroupRole, mutedUntil: number | null, mutedAll: boolean, now: number): boolean {
  if (mutedAll && role === 'member') return false;
  return mutedUntil === null || mutedUntil <= now;
}

/** Chinese names of the roles. */
export const groupRoleLabel: Record<GroupRole, string> = { owner: '群主', admin: '管理员', member: '成员' };

/** The timed mute choices (minutes); `null` is permanent. */
export const muteDurations: readonly (number | null)[] = [10, 60, 24 * 60, null];
