import './message.css';
import {
  emptyData,
  noticeListPage,
  type NoticeItem as Item,
  type NoticeListPage,
  type NoticeSummary,
} from '@kanqiu/contract';
import type { NoticeGroup } from '@kanqiu/domain';
import { useEffect, useState, type ReactElement } from 'react';
import { Link, useRevalidator } from 'react-router';
import { PageHeader } from '../shell';
import { refreshNoticeUnread } from './notice-unread';
import { NoticeItem } from './notice-page';
import { EmptyNote, messageTime, SymbolTile, symbols, UnreadMark } from './parts';
import { useImApi } from './use-im';

type GroupLook = { label: string; hint: string; color: string; path: string };

/** The 通知中心's groups, as 懂球帝's 消息通知 lists them. */
export const noticeGroupLooks: Record<NoticeGroup, GroupLook> = {
  match: { label: '比赛提醒', hint: '关注的比赛开赛、进球、红牌、半场和完场', color: '#16a34a', path: symbols.ball },
  interaction: { label: '互动消息', hint: '评论回复、@我和点赞', color: '#3b82f6', path: symbols.chat },
  tip: { label: '专家方案', hint: '关注的专家发布新方案', color: '#e11d48', path: symbols.trophy },
  social: { label: '关注与好友', hint: '新的关注、好友和群聊邀请', color: '#f97316', path: symbols.person },
  system: { label: '系统通知', hint: '公告、违规处理和中奖', color: '#64748b', path: symbols.megaphone },
};

/** The newest notice of a group in one line: "进球 26 · 阿森纳 1-0 曼城". */
const previewOf = (item: Item): string =>
  item.message.notice ? `${item.message.notice.title} · ${item.message.notice.body}` : item.message.text;

function GroupRow({ group, unread, latest }: NoticeSummary['groups'][number]): ReactElement {
  const look = noticeGroupLooks[group];
  return (
    <li>
      <Link to={`/user/notice/${group}`} className="kq-im-chat" data-testid={`notice-group-${group}`}>
        <span className="kq-im-chat-avatar">
          <SymbolTile color={look.color} path={look.path} />
          <UnreadMark count={unread} />
        </span>
        <span className="kq-im-chat-body">
          <span className="kq-im-chat-top">
            <strong>{look.label}</strong>
            <time>{latest ? messageTime(latest.message.createdAt) : ''}</time>
          </span>
          <span className="kq-im-chat-last">{latest ? previewOf(latest) : look.hint}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * 通知中心: every alert the fan asked for, kept on the server (read on any device, page closed or not), by group,
 * and the friends' messages beside them.
 */
export function NoticeCenterPage({ summary }: { summary: NoticeSummary }): ReactElement {
  const api = useImApi();
  const { revalidate } = useRevalidator();
  const unreadNotices = summary.groups.some((group) => group.unread > 0);
  const readAll = async () => {
    if (!api) return;
    await api.post('/imapi/notice/read', emptyData, {});
    refreshNoticeUnread();
    await revalidate();
  };
  const readAllButton = unreadNotices ? (
    <button type="button" className="kq-im-header-action" disabled={!api} onClick={() => void readAll()}>
      全部已读
    </button>
  ) : null;
  return (
    <main className="kq-im-page kq-notice-center">
      <PageHeader title="通知中心" backTo="/user" right={readAllButton} />
      <ul className="kq-im-chats">
        {summary.groups.map((group) => (
          <GroupRow key={group.group} {...group} />
        ))}
      </ul>
      <ul className="kq-im-chats">
        <li>
          <Link to="/user/message" className="kq-im-chat" data-testid="notice-group-chat">
            <span className="kq-im-chat-avatar">
              <SymbolTile color="#0ea5e9" path={symbols.chat} />
              <UnreadMark count={summary.chat} />
            </span>
            <span className="kq-im-chat-body">
              <span className="kq-im-chat-top">
                <strong>私信</strong>
              </span>
              <span className="kq-im-chat-last">
                {summary.chat > 0 ? `${summary.chat} 条未读消息` : '好友和群聊的消息'}
              </span>
            </span>
          </Link>
        </li>
      </ul>
      <p className="kq-page-note kq-center">通知保存在服务器上，换手机、关掉页面也不会错过</p>
    </main>
  );
}

/** One group's notices, newest first, marked read once shown (the dots stay for this visit); older ones page in by cursor. */
export function NoticeGroupPage({ group, first }: { group: NoticeGroup; first: NoticeListPage }): ReactElement {
  const look = noticeGroupLooks[group];
  const api = useImApi();
  const [older, setOlder] = useState<Item[]>([]);
  const [cursor, setCursor] = useState(first.cursor);
  const [loading, setLoading] = useState(false);
  const hasUnread = first.list.some((item) => !item.read);

  useEffect(() => {
    if (api && hasUnread) void api.post('/imapi/notice/read', emptyData, { group }).then(refreshNoticeUnread);
  }, [api, group, hasUnread]);

  const loadMore = async () => {
    if (!api || cursor === null) return;
    setLoading(true);
    const page = await api.get('/imapi/notice/list', noticeListPage, { group, cursor });
    setLoading(false);
    if (!page.ok) return;
    setOlder((known) => [...known, ...page.data.list]);
    setCursor(page.data.cursor);
  };

  const items = [...first.list, ...older];
  return (
    <main className="kq-im-page">
      <PageHeader title={look.label} backTo="/user/notice" />
      {items.length === 0 ? (
        <EmptyNote>
          暂无{look.label}，{look.hint}会显示在这里
        </EmptyNote>
      ) : (
        <ul className="kq-im-notices" data-testid="notice-list">
          {items.map((item) => (
            <NoticeItem key={item.message.seq} notice={item.message} unread={!item.read} />
          ))}
        </ul>
      )}
      {cursor !== null ? (
        <button
          type="button"
          className="kq-button kq-button-text kq-notice-more"
          disabled={loading || !api}
          onClick={() => void loadMore()}
        >
          {loading ? '加载中…' : '加载更多'}
        </button>
      ) : null}
    </main>
  );
}
