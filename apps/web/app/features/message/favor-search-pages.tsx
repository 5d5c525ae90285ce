import './message.css';
import {
  emptyData,
  favoriteList,
  imSearchResult,
  type FavoriteItem,
  type ImMessage,
  type ImSearchResult,
} from '@kanqiu/contract';
import { SearchBar, SwipeAction } from 'antd-mobile';
import { useEffect, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { PageHeader } from '../shell';
import { mayHoldEmoji, useEmojis, type EmojiSet } from './emoji';
import { ChatImage, ChatText } from './message-content';
import { EmptyNote, GroupRow, messageTime, UserAvatar, UserRow } from './parts';
import { useImApi } from './use-im';

/** One message out of its conversation: who said it, what, when, and where (a link back to the chat). */
function MessageCard({
  message,
  place,
  emojis,
}: {
  message: ImMessage;
  place: string;
  emojis: EmojiSet | null;
}): ReactElement {
  return (
    <article className="kq-im-msg-card" data-testid="message-card">
      <header>
        <UserAvatar portrait={message.sender?.portrait ?? null} size="0.56rem" />
        <strong>{message.sender?.nickName ?? '系统'}</strong>
        <time>{messageTime(message.createdAt)}</time>
      </header>
      {message.image ? (
        <ChatImage image={message.image} />
      ) : (
        <p>
          <ChatText text={message.text} emojis={emojis} mention={null} />
        </p>
      )}
      <Link to={`/message/chat?id=${message.conversationId}`} className="kq-im-msg-card-place">
        {place}
      </Link>
    </article>
  );
}

/** 我的收藏: kept messages newest first; swipe left to remove one. */
export function FavorPage(): ReactElement {
  const api = useImApi();
  const [items, setItems] = useState<FavoriteItem[] | null>(null);
  const emojis = useEmojis(api, items?.some((item) => mayHoldEmoji(item.message.text)) ?? false);
  useEffect(() => {
    if (!api) return;
    void api.get('/imapi/chat/favorites', favoriteList).then((result) => setItems(result.ok ? result.data : []));
  }, [api]);

  const unfavor = async (message: ImMessage) => {
    if (!api) return;
    const result = await api.post('/imapi/chat/favor', emptyData, {
      id: message.conversationId,
      seq: message.seq,
      favored: false,
    });
    if (!result.ok) return Toast.show({ content: result.msg });
    setItems((list) => list?.filter((item) => item.message.id !== message.id) ?? null);
  };

  return (
    <main className="kq-im-page">
      <PageHeader title="我的收藏" backTo="/message" />
      {items === null ? (
        <EmptyNote>加载中…</EmptyNote>
      ) : items.length === 0 ? (
        <EmptyNote>还没有收藏。长按聊天中的消息，选择「收藏」</EmptyNote>
      ) : (
        <ul className="kq-im-msg-cards">
          {items.map(({ message, favoredAt }) => (
            <li key={message.id}>
              <SwipeAction
                rightActions={[
                  { key: 'remove', text: '取消收藏', color: 'danger', onClick: () => void unfavor(message) },
                ]}
              >
                <MessageCard message={message} place={`收藏于 ${messageTime(favoredAt)} · 查看聊天`} emojis={emojis} />
              </SwipeAction>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function SearchResults({ result, emojis }: { result: ImSearchResult; emojis: EmojiSet | null }): ReactElement {
  const { users, groups, messages } = result;
  if (users.length + groups.length + messages.length === 0) return <EmptyNote>没有找到相关内容</EmptyNote>;
  return (
    <>
      {users.length > 0 ? <h3 className="kq-im-section-title">用户</h3> : null}
      <ul className="kq-im-list">
        {users.map((user) => (
          <UserRow key={user.id} user={user} />
        ))}
      </ul>
      {groups.length > 0 ? <h3 className="kq-im-section-title">群聊</h3> : null}
      <ul className="kq-im-list">
        {groups.map((group) => (
          <GroupRow key={group.id} group={group}>
            {group.memberCount} 人
          </GroupRow>
        ))}
      </ul>
      {messages.length > 0 ? <h3 className="kq-im-section-title">聊天记录</h3> : null}
      <ul className="kq-im-msg-cards">
        {messages.map(({ message, conversationName }) => (
          <li key={message.id}>
            <MessageCard message={message} place={`来自「${conversationName}」`} emojis={emojis} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** 搜索: users by nickname or ID, my groups by name, and the text of my conversations. */
export function SearchPage(): ReactElement {
  const api = useImApi();
  const [result, setResult] = useState<ImSearchResult | null>(null);
  const emojis = useEmojis(api, result?.messages.some((hit) => mayHoldEmoji(hit.message.text)) ?? false);
  const search = async (word: string) => {
    if (!api || word === '') return setResult(null);
    const found = await api.get('/imapi/search', imSearchResult, { keyword: word });
    if (found.ok) setResult(found.data);
    else Toast.show({ content: found.msg });
  };
  return (
    <main className="kq-im-page">
      <PageHeader title="搜索" backTo="/message" />
      <div className="kq-im-search">
        <SearchBar
          placeholder="搜索用户、群聊、聊天记录"
          maxLength={20}
          onSearch={(word) => void search(word.trim())}
          onClear={() => setResult(null)}
        />
        {result === null ? <p className="kq-im-hint">输入昵称、用户 ID、群名称或聊天内容，按回车搜索</p> : null}
      </div>
      {result ? <SearchResults result={result} emojis={emojis} /> : null}
    </main>
  );
}
