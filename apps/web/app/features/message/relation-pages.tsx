import './message.css';
import { openResult, relationList, relationUser, type RelationUser } from '@kanqiu/contract';
import { Button, SearchBar } from 'antd-mobile';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, Toast } from '../../lib/antd-imperative';
import { PageHeader } from '../shell';
import type { ImApi } from './im-api';
import { refreshChats } from './im-session';
import { byPinyin, EmptyNote, relationLabel, UserAvatar, UserRow } from './parts';
import { useImApi } from './use-im';

type ListKind = 'attention' | 'fans' | 'address' | 'find';

const sources: Record<ListKind, { title: string; path: string; empty: string }> = {
  attention: { title: '我的关注', path: '/imapi/user/attention', empty: '还没有关注任何人' },
  fans: { title: '我的粉丝', path: '/imapi/user/fans', empty: '还没有粉丝' },
  address: { title: '通讯录', path: '/imapi/user/friends', empty: '还没有好友。互相关注即成为好友' },
  find: { title: '找人', path: '/imapi/user/find', empty: '没有找到相关用户' },
};

async function toggleFollow(api: ImApi, user: RelationUser): Promise<RelationUser | null> {
  const result = await api.post(user.following ? '/imapi/user/unfollow' : '/imapi/user/follow', relationUser, {
    userId: user.id,
  });
  if (!result.ok) {
    Toast.show({ content: result.msg });
    return null;
  }
  if (result.data.following && result.data.follower) Toast.show({ content: '已互相关注，你们成为好友了' });
  return result.data;
}

function FollowButton({
  api,
  user,
  onChange,
}: {
  api: ImApi | null;
  user: RelationUser;
  onChange: (next: RelationUser) => void;
}): ReactElement {
  return (
    <Button
      size="mini"
      shape="rounded"
      color={user.following ? 'default' : 'primary'}
      fill={user.following ? 'outline' : 'solid'}
      disabled={!api}
      data-testid={`follow-${user.id}`}
      onClick={async () => {
        if (!api) return;
        const next = await toggleFollow(api, user);
        if (next) onChange(next);
      }}
    >
      {relationLabel(user)}
    </Button>
  );
}

/** 我的关注, 我的粉丝, 通讯录 (friends A–Z) and 找人 (by nickname or ID; suggestions when empty). */
export function RelationListPage({ kind }: { kind: ListKind }): ReactElement {
  const api = useImApi();
  const source = sources[kind];
  const [keyword, setKeyword] = useState('');
  const [users, setUsers] = useState<RelationUser[] | null>(null);

  const fetchUsers = useCallback(
    async (word: string) => {
      if (!api) return null;
      const result = await api.get(source.path, relationList, kind === 'find' ? { keyword: word } : undefined);
      if (!result.ok) {
        Toast.show({ content: result.msg });
        return null;
      }
      return kind === 'address' ? byPinyin(result.data) : result.data;
    },
    [api, kind, source.path],
  );
  useEffect(() => {
    let live = true;
    void fetchUsers('').then((list) => {
      if (live && list) setUsers(list);
    });
    return () => {
      live = false;
    };
  }, [fetchUsers]);
  const load = (word: string) =>
    void fetchUsers(word).then((list) => {
      if (list) setUsers(list);
    });

  const replace = (next: RelationUser) => setUsers((list) => list?.map((u) => (u.id === next.id ? next : u)) ?? null);
  return (
    <main className="kq-im-page">
      <PageHeader title={source.title} backTo="/message" />
      {kind === 'find' ? (
        <div className="kq-im-search">
          <SearchBar
            placeholder="输入昵称或 ID"
            value={keyword}
            onChange={setKeyword}
            onSearch={(word) => load(word.trim())}
            onClear={() => load('')}
          />
          {keyword === '' ? <p className="kq-im-hint">新加入的球友</p> : null}
        </div>
      ) : null}
      {users === null ? (
        <EmptyNote>加载中…</EmptyNote>
      ) : users.length === 0 ? (
        <EmptyNote>{source.empty}</EmptyNote>
      ) : (
        <ul className="kq-im-list">
          {users.map((user) => (
            <UserRow key={user.id} user={user} extra={<FollowButton api={api} user={user} onChange={replace} />} />
          ))}
        </ul>
      )}
    </main>
  );
}

/** A user's card: follow, send a message (friends), block. */
export function PersonalPage({ id }: { id: number }): ReactElement {
  const api = useImApi();
  const navigate = useNavigate();
  const [user, setUser] = useState<RelationUser | null>(null);
  useEffect(() => {
    if (!api) return;
    void api.get('/imapi/user/card', relationUser, { id }).then((result) => {
      if (result.ok) setUser(result.data);
      else Toast.show({ content: result.msg });
    });
  }, [api, id]);

  if (!user || !api)
    return (
      <main className="kq-im-page">
        <PageHeader title="个人名片" backTo="/message" />
        <EmptyNote>加载中…</EmptyNote>
      </main>
    );

  const chat = async () => {
    const opened = await api.post('/imapi/chat/open', openResult, { userId: user.id });
    if (!opened.ok) {
      Toast.show({ content: opened.msg });
      return;
    }
    await refreshChats(api);
    void navigate(`/message/chat?id=${opened.data.id}`);
  };
  const block = async () => {
    const blocking = !user.blocked;
    if (
      blocking &&
      !(await Dialog.confirm({ content: '拉黑后，你们将无法互相发送消息', confirmText: '拉黑', cancelText: '取消' }))
    )
      return;
    const result = await api.post('/imapi/user/block', relationUser, { userId: user.id, blocked: blocking });
    if (result.ok) setUser(result.data);
    Toast.show({ content: result.ok ? (blocking ? '已拉黑' : '已解除拉黑') : result.msg });
  };
  const friends = user.following && user.follower;
  return (
    <main className="kq-im-page">
      <PageHeader title="个人名片" backTo="/message" />
      <section className="kq-im-card">
        <UserAvatar portrait={user.portrait} size="1.5rem" />
        <h1>{user.nickName}</h1>
        <p>ID {user.id}</p>
        <p className="kq-im-card-relation">
          {friends ? '你们是好友' : user.follower ? 'Ta 关注了你' : user.following ? '你已关注 Ta' : '还不是好友'}
        </p>
        <div className="kq-im-card-actions">
          <FollowButton api={api} user={user} onChange={setUser} />
          <Button
            size="small"
            shape="rounded"
            color="primary"
            disabled={!friends || user.blocked}
            onClick={() => void chat()}
            data-testid="send-message"
          >
            发消息
          </Button>
        </div>
        {!friends ? <p className="kq-im-hint">互相关注后即可发消息</p> : null}
      </section>
      <button type="button" className="kq-im-plain-action is-danger" onClick={() => void block()}>
        {user.blocked ? '解除拉黑' : '拉黑'}
      </button>
    </main>
  );
}
