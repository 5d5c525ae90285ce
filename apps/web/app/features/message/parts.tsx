import type { RelationUser } from '@kanqiu/contract';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { apiAssetUrl } from '../../lib/api-hosts';
import { formatShanghai } from '../../lib/format-date';
import { unreadBadge } from '../../lib/stores/message-store';
import { useRootData } from '../../lib/root-data';
import { Avatar } from '../user';

/** A message time: HH:mm today, MM-DD HH:mm before (milliseconds in, Shanghai time out). */
export function messageTime(ms: number, nowMs: number = Date.now()): string {
  const seconds = Math.floor(ms / 1000);
  const sameDay = formatShanghai(seconds, 'YYYY-MM-DD') === formatShanghai(Math.floor(nowMs / 1000), 'YYYY-MM-DD');
  return formatShanghai(seconds, sameDay ? 'HH:mm' : 'MM-DD HH:mm');
}

/** A user's portrait from the API host. */
export function UserAvatar({ portrait, size }: { portrait: string | null; size?: string }): ReactElement {
  const { publicHosts } = useRootData();
  return <Avatar src={apiAssetUrl(portrait, publicHosts)} size={size ?? '0.88rem'} />;
}

/** A round tile with a drawn symbol: groups, notices and the entry icons. */
export function SymbolTile({
  color,
  path,
  size = '0.88rem',
}: {
  color: string;
  path: string;
  size?: string;
}): ReactElement {
  return (
    <span className="kq-im-tile" style={{ background: color, width: size, height: size }}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={path} fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

export const symbols = {
  group:
    'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.5a3.5 3.5 0 010 6.5M18 14.8c2 .7 3.2 2.4 3.6 5.2',
  bell: 'M6 16V11a6 6 0 1112 0v5l1.5 2h-15zM10 20.5a2 2 0 004 0',
  book: 'M5 4h11a2 2 0 012 2v14H7a2 2 0 01-2-2zM5 18a2 2 0 012-2h11M9 8h5',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM16 16l4.5 4.5',
  person: 'M10 11a4 4 0 100-8 4 4 0 000 8zM3 20c.8-3.8 3.6-5.8 7-5.8 1.4 0 2.7.3 3.8 1M18 14v6M15 17h6',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  plus: 'M12 5v14M5 12h14',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  megaphone: 'M4 10v4h3l6 4V6l-6 4zM16.5 9a4 4 0 010 6M19 6.5a7.5 7.5 0 010 11',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v5.5M12 7.5h.01',
  trophy: 'M8 4h8v5a4 4 0 01-8 0zM8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4M12 13v4M8.5 20h7',
  shield: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z',
  ball: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7.5l3.8 2.8-1.5 4.4H9.7l-1.5-4.4zM12 3v4.5M20.5 9.5l-4.7.8M17 19l-2.7-4.3M7 19l2.7-4.3M3.5 9.5l4.7.8',
  chat: 'M4 5h16v11H10l-5 4v-4H4z',
} as const;

/** An unread count in red; a muted conversation shows a grey dot instead. */
export function UnreadMark({ count, muted = false }: { count: number; muted?: boolean }): ReactElement | null {
  if (count <= 0) return null;
  if (muted) return <span className="kq-im-dot" aria-label={`${count} 条未读（免打扰）`} />;
  return <span className="kq-im-badge">{unreadBadge(count)}</span>;
}

/** The relation in words: 互相关注 (friends), 已关注, 回关 (they follow me), 关注. */
export function relationLabel(user: Pick<RelationUser, 'following' | 'follower'>): string {
  if (user.following && user.follower) return '互相关注';
  if (user.following) return '已关注';
  return user.follower ? '回关' : '关注';
}

/** A user row leading to their card, with something on the right (a follow button, a checkbox). */
export function UserRow({
  user,
  extra,
  sub,
}: {
  user: RelationUser;
  extra?: ReactNode;
  sub?: ReactNode;
}): ReactElement {
  return (
    <li className="kq-im-row">
      <Link to={`/message/personal?id=${user.id}`} className="kq-im-row-main">
        <UserAvatar portrait={user.portrait} />
        <span className="kq-im-row-text">
          <strong>{user.nickName}</strong>
          <small>{sub ?? `ID ${user.id}`}</small>
        </span>
      </Link>
      {extra}
    </li>
  );
}

/** A group row leading to its chat, with a line about it under the name. */
export function GroupRow({ group, children }: { group: { id: number; name: string }; children: ReactNode }) {
  return (
    <li className="kq-im-row">
      <Link to={`/message/chat?id=${group.id}`} className="kq-im-row-main">
        <SymbolTile color="#3b82f6" path={symbols.group} />
        <span className="kq-im-row-text">
          <strong>{group.name}</strong>
          <small>{children}</small>
        </span>
      </Link>
    </li>
  );
}

/** An empty list, said plainly. */
export function EmptyNote({ children }: { children: ReactNode }): ReactElement {
  return <p className="kq-im-empty">{children}</p>;
}

/** Friends and contacts A–Z by pinyin (the collator's pinyin order for Chinese names). */
const pinyin = new Intl.Collator('zh-Hans-CN-u-co-pinyin');
export function byPinyin<T extends { nickName: string }>(users: readonly T[]): T[] {
  return users.toSorted((a, b) => pinyin.compare(a.nickName, b.nickName));
}
