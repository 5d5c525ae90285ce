import './message.css';
import {
  emptyData,
  groupDetail,
  groupList,
  openResult,
  relationList,
  type GroupDetail,
  type GroupMember,
  type RelationUser,
} from '@kanqiu/contract';
import {
  canLeave,
  canManageGroup,
  canMute,
  canRemove,
  canSetRole,
  groupRoleLabel,
  imLimits,
  muteDurations,
} from '@kanqiu/domain';
import { ActionSheet, Button, Checkbox, Input, Popup, Switch, type ActionSheetProps } from 'antd-mobile';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dialog, Toast } from '../../lib/antd-imperative';
import { PageHeader } from '../shell';
import type { ImApi } from './im-api';
import { refreshChats } from './im-session';
import { byPinyin, EmptyNote, GroupRow, SymbolTile, symbols, UserAvatar } from './parts';
import { useImApi } from './use-im';
import { useImStore } from './im-store';

type GroupSummary = { id: number; name: string; memberCount: number; myRole: GroupMember['role'] };

/** 群聊: the groups I am in, and 发起群聊. */
export function GroupListPage(): ReactElement {
  const api = useImApi();
  const [groups, setGroups] = useState<GroupSummary[] | null>(null);
  const chats = useImStore((state) => state.chats);
  useEffect(() => {
    if (!api) return;
    void api.get('/imapi/group/list', groupList).then((result) => setGroups(result.ok ? result.data : []));
  }, [api]);
  return (
    <main className="kq-im-page">
      <PageHeader
        title="群聊"
        backTo="/message"
        right={
          <Link to="/message/createGroup" className="kq-im-header-text" data-testid="create-group">
            发起群聊
          </Link>
        }
      />
      {groups === null ? (
        <EmptyNote>加载中…</EmptyNote>
      ) : groups.length === 0 ? (
        <EmptyNote>还没有加入群聊。点右上角「发起群聊」，和好友一起看球</EmptyNote>
      ) : (
        <ul className="kq-im-list">
          {groups.map((group) => (
            <GroupRow key={group.id} group={group}>
              {group.memberCount} 人 · 我是{groupRoleLabel[group.myRole]}
              {chats.find((c) => c.id === group.id)?.messageStatus === 1 ? ' · 免打扰' : ''}
            </GroupRow>
          ))}
        </ul>
      )}
    </main>
  );
}

/** Friends with a checkbox each. */
function FriendPicker({
  friends,
  picked,
  onChange,
}: {
  friends: RelationUser[];
  picked: number[];
  onChange: (ids: number[]) => void;
}): ReactElement {
  return (
    <Checkbox.Group value={picked} onChange={(values) => onChange(values as number[])}>
      <ul className="kq-im-list">
        {friends.map((friend) => (
          <li key={friend.id} className="kq-im-row">
            <Checkbox value={friend.id} className="kq-im-check" data-testid={`pick-${friend.id}`}>
              <span className="kq-im-row-main">
                <UserAvatar portrait={friend.portrait} />
                <span className="kq-im-row-text">
                  <strong>{friend.nickName}</strong>
                  <small>ID {friend.id}</small>
                </span>
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </Checkbox.Group>
  );
}

/** 发起群聊: a name and friends to invite. */
export function CreateGroupPage(): ReactElement {
  const api = useImApi();
  const navigate = useNavigate();
  const [friends, setFriends] = useState<RelationUser[] | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [name, setName] = useState('');
  useEffect(() => {
    if (!api) return;
    void api
      .get('/imapi/user/friends', relationList)
      .then((result) => setFriends(result.ok ? byPinyin(result.data) : []));
  }, [api]);

  const create = async () => {
    if (!api) return;
    const result = await api.post('/imapi/group/create', openResult, { name: name.trim(), memberIds: picked });
    if (!result.ok) {
      Toast.show({ content: result.msg });
      return;
    }
    await refreshChats(api);
    void navigate(`/message/chat?id=${result.data.id}`, { replace: true });
  };

  return (
    <main className="kq-im-page">
      <PageHeader title="发起群聊" backTo="/message/groupList" />
      <section className="kq-im-form">
        <label>
          <span>群名称</span>
          <Input
            value={name}
            onChange={setName}
            maxLength={imLimits.maxGroupNameLength}
            placeholder="例如：周末看球群"
          />
        </label>
      </section>
      <h2 className="kq-im-section-title">选择好友（{picked.length}）</h2>
      {friends === null ? (
        <EmptyNote>加载中…</EmptyNote>
      ) : friends.length === 0 ? (
        <EmptyNote>还没有好友。互相关注后就能拉进群了</EmptyNote>
      ) : (
        <FriendPicker friends={friends} picked={picked} onChange={setPicked} />
      )}
      <div className="kq-im-bottom-action">
        <Button
          block
          color="primary"
          size="large"
          disabled={!api || name.trim() === '' || picked.length === 0}
          onClick={() => void create()}
        >
          创建群聊
        </Button>
      </div>
    </main>
  );
}

function muteLabel(minutes: number | null): string {
  if (minutes === null) return '永久禁言';
  if (minutes >= 1440) return `禁言 ${minutes / 1440} 天`;
  return minutes >= 60 ? `禁言 ${minutes / 60} 小时` : `禁言 ${minutes} 分钟`;
}

/** The actions my role allows on one member (spec §6); the server checks each again. */
function memberActions(me: GroupMember['role'], member: GroupMember): ActionSheetProps['actions'] {
  const actions: ActionSheetProps['actions'] = [];
  if (canSetRole(me, member.role, 'admin'))
    actions.push(
      member.role === 'admin' ? { key: 'role:member', text: '取消管理员' } : { key: 'role:admin', text: '设为管理员' },
    );
  if (canMute(me, member.role)) {
    if (member.mutedUntil !== null) actions.push({ key: 'speak', text: '解除禁言' });
    else
      for (const minutes of muteDurations)
        actions.push({ key: `mute:${minutes ?? 'forever'}`, text: muteLabel(minutes) });
  }
  if (me === 'owner') actions.push({ key: 'transfer', text: '转让群主' });
  if (canRemove(me, member.role)) actions.push({ key: 'delete', text: '移出群聊', danger: true });
  return actions;
}

async function runMemberAction(
  api: ImApi,
  groupId: number,
  member: GroupMember,
  key: string,
  label: string,
): Promise<boolean> {
  const [verb, arg] = key.split(':');
  const body = { id: groupId, userId: member.id };
  if (
    verb === 'transfer' &&
    !(await Dialog.confirm({
      content: `确定把群主转让给 ${member.nickName} 吗？`,
      confirmText: '转让',
      cancelText: '取消',
    }))
  )
    return false;
  const call =
    verb === 'role'
      ? api.post('/imapi/group/userRole', emptyData, { ...body, role: arg })
      : verb === 'mute'
        ? api.post('/imapi/group/stopSpeak', emptyData, arg === 'forever' ? body : { ...body, minutes: Number(arg) })
        : api.post(`/imapi/group/${verb}`, emptyData, body);
  const result = await call;
  Toast.show({ content: result.ok ? `${member.nickName}：${label}` : result.msg });
  return result.ok;
}

/** 群资料: members with their roles, announcement, 全员禁言, invite and leave, each offered by role. */
export function GroupDetailPage({ id }: { id: number }): ReactElement {
  const api = useImApi();
  const navigate = useNavigate();
  const [group, setGroup] = useState<GroupDetail | null>(null);
  const chat = useImStore((state) => state.chats.find((c) => c.id === id));
  const [inviting, setInviting] = useState(false);

  const fetchGroup = useCallback(async () => {
    if (!api) return null;
    const result = await api.get('/imapi/group/detail', groupDetail, { id });
    if (!result.ok) Toast.show({ content: result.msg });
    return result.ok ? result.data : null;
  }, [api, id]);
  useEffect(() => {
    let live = true;
    void fetchGroup().then((detail) => {
      if (live && detail) setGroup(detail);
    });
    return () => {
      live = false;
    };
  }, [fetchGroup]);
  const load = () =>
    fetchGroup().then((detail) => {
      if (detail) setGroup(detail);
    });

  if (!api || !group)
    return (
      <main className="kq-im-page">
        <PageHeader title="群资料" backTo={`/message/chat?id=${id}`} />
        <EmptyNote>加载中…</EmptyNote>
      </main>
    );

  const act = (member: GroupMember) => {
    const actions = memberActions(group.myRole, member);
    if (actions.length === 0) return;
    const sheet = ActionSheet.show({
      extra: member.nickName,
      cancelText: '取消',
      actions,
      onAction: async (action) => {
        sheet.close();
        if (await runMemberAction(api, id, member, String(action.key), String(action.text))) await load();
      },
    });
  };
  const editAnnouncement = async () => {
    let text = group.announcement;
    const confirmed = await Dialog.confirm({
      title: '群公告',
      content: (
        <Input
          defaultValue={group.announcement}
          onChange={(value) => (text = value)}
          maxLength={imLimits.maxAnnouncementLength}
          placeholder="写点什么，全体成员可见"
        />
      ),
      confirmText: '发布',
      cancelText: '取消',
    });
    if (!confirmed) return;
    const result = await api.post('/imapi/group/announcement', emptyData, { id, text });
    Toast.show({ content: result.ok ? '群公告已更新' : result.msg });
    await load();
  };
  const setSetting = async (path: string, body: Record<string, unknown>) => {
    const result = await api.post(path, emptyData, { id, ...body });
    if (!result.ok) Toast.show({ content: result.msg });
    await Promise.all([load(), refreshChats(api)]);
  };
  const leave = async () => {
    if (!(await Dialog.confirm({ content: '退出后将不再接收此群消息', confirmText: '退出', cancelText: '取消' })))
      return;
    const result = await api.post('/imapi/group/out', emptyData, { id });
    if (!result.ok) {
      Toast.show({ content: result.msg });
      return;
    }
    await refreshChats(api);
    void navigate('/message', { replace: true });
  };
  const manage = canManageGroup(group.myRole);

  return (
    <main className="kq-im-page">
      <PageHeader title={`群资料（${group.members.length}）`} backTo={`/message/chat?id=${id}`} />
      <section className="kq-im-members" aria-label="群成员">
        {group.members.map((member) => (
          <button
            type="button"
            key={member.id}
            className="kq-im-member"
            onClick={() => act(member)}
            data-testid={`member-${member.id}`}
          >
            <UserAvatar portrait={member.portrait} size="0.88rem" />
            <span className="kq-im-member-name">{member.nickName}</span>
            {member.role === 'member' ? null : (
              <span className={`kq-im-role is-${member.role}`}>{groupRoleLabel[member.role]}</span>
            )}
            {member.mutedUntil !== null ? <span className="kq-im-role is-muted">禁言中</span> : null}
          </button>
        ))}
        <button type="button" className="kq-im-member" onClick={() => setInviting(true)} aria-label="邀请好友">
          <SymbolTile color="#cbd5e1" path={symbols.plus} />
          <span className="kq-im-member-name">邀请</span>
        </button>
      </section>
      {manage ? <p className="kq-im-hint kq-im-pad">点成员头像可设置管理员、禁言或移出</p> : null}
      <ul className="kq-im-settings">
        <li>
          <span>群名称</span>
          <span className="kq-im-settings-value">{group.name}</span>
        </li>
        <li className="is-block">
          <span>群公告</span>
          <p className="kq-im-settings-text">{group.announcement || '暂无公告'}</p>
          {manage ? (
            <button type="button" className="kq-im-link" onClick={() => void editAnnouncement()}>
              编辑
            </button>
          ) : null}
        </li>
        {manage ? (
          <li>
            <span>全员禁言</span>
            <Switch
              checked={group.mutedAll}
              onChange={(muted) => void setSetting('/imapi/group/muteAll', { muted })}
              aria-label="全员禁言"
            />
          </li>
        ) : null}
        <li>
          <span>消息免打扰</span>
          <Switch
            checked={chat?.messageStatus === 1}
            onChange={(on) => void setSetting('/imapi/chat/settings', { messageStatus: on ? 1 : 0 })}
            aria-label="消息免打扰"
          />
        </li>
        <li>
          <span>置顶聊天</span>
          <Switch
            checked={chat?.pinned ?? false}
            onChange={(pinned) => void setSetting('/imapi/chat/settings', { pinned })}
            aria-label="置顶聊天"
          />
        </li>
      </ul>
      {canLeave(group.myRole) ? (
        <button type="button" className="kq-im-plain-action is-danger" onClick={() => void leave()}>
          退出群聊
        </button>
      ) : (
        <p className="kq-im-hint kq-im-pad">群主需先把群主转让给其他成员，才能退出群聊</p>
      )}
      {inviting ? (
        <InviteSheet
          api={api}
          group={group}
          onClose={(invited) => {
            setInviting(false);
            if (invited) void load();
          }}
        />
      ) : null}
    </main>
  );
}

/** 邀请好友: friends not yet in the group, picked in a sheet over the group's page. */
function InviteSheet({
  api,
  group,
  onClose,
}: {
  api: ImApi;
  group: GroupDetail;
  onClose: (invited: boolean) => void;
}): ReactElement {
  const [friends, setFriends] = useState<RelationUser[] | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  useEffect(() => {
    const inGroup = new Set(group.members.map((m) => m.id));
    void api
      .get('/imapi/user/friends', relationList)
      .then((all) => setFriends(all.ok ? byPinyin(all.data.filter((f) => !inGroup.has(f.id))) : []));
  }, [api, group]);
  const invite = async () => {
    const result = await api.post('/imapi/group/invite', emptyData, { id: group.id, userIds: picked });
    Toast.show({ content: result.ok ? '已邀请' : result.msg });
    if (result.ok) onClose(true);
  };
  return (
    <Popup visible onMaskClick={() => onClose(false)} bodyClassName="kq-im-sheet">
      <h2 className="kq-im-section-title">邀请好友入群</h2>
      {friends === null ? (
        <EmptyNote>加载中…</EmptyNote>
      ) : friends.length === 0 ? (
        <EmptyNote>好友都已在群里了</EmptyNote>
      ) : (
        <FriendPicker friends={friends} picked={picked} onChange={setPicked} />
      )}
      <div className="kq-im-bottom-action">
        <Button block color="primary" size="large" disabled={picked.length === 0} onClick={() => void invite()}>
          邀请（{picked.length}）
        </Button>
      </div>
    </Popup>
  );
}
