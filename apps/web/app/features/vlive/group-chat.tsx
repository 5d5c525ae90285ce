import './vlive.css';
import type { ChatMessage } from '@kanqiu/contract';
import { platformChatNotice } from '@kanqiu/domain';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { fetchChatPage, fetchChatToken } from '../../lib/api.client';
import type { ApiHosts } from '../../lib/api-hosts';
import { useRootData } from '../../lib/root-data';
import { useLiveSocket } from '../live';
import { useChatLines } from './chat-lines';
import { readOlderPage } from './chat-messages';
import { ChatPanel } from './chat-panel';
import { useFanChat } from './fan-chat';

const noLines: ChatMessage[] = [];

type Joined = { ready: boolean; channel: string | null; lines: ChatMessage[]; older: boolean; error: string | null };

const channelOf = (data: unknown): string | null =>
  typeof data === 'object' && data !== null && 'channel' in data && typeof data.channel === 'string'
    ? data.channel
    : null;

/**
 * Joins a group from the browser as the spec has it (§7): /chat/getToken names the socket channel, then the newest
 * page of history. What it read replaces what was there; what failed keeps it, with a message.
 */
async function readGroup(hosts: ApiHosts, group: string): Promise<(now: Joined) => Joined> {
  const [token, page] = await Promise.all([fetchChatToken(hosts, group), fetchChatPage(hosts, group)]);
  const lines = page.ok ? readOlderPage(page.data) : null;
  const channel = token.ok ? channelOf(token.data) : null;
  const failed = !token.ok ? token : !page.ok ? page : null;
  return (now) => ({
    ready: true,
    channel: channel ?? now.channel,
    lines: lines?.lines ?? now.lines,
    older: lines?.next ?? now.older,
    error: failed ? failed.msg : lines && channel ? null : '聊天暂时无法连接，请稍后再试',
  });
}

/** The group as joined; `rejoin` reads it again after a reconnect that may have missed lines. */
function useJoinedGroup(group: string) {
  const { publicHosts } = useRootData();
  const [joined, setJoined] = useState<Joined>({
    ready: false,
    channel: null,
    lines: noLines,
    older: false,
    error: null,
  });
  const rejoin = useCallback(() => void readGroup(publicHosts, group).then(setJoined), [publicHosts, group]);
  useEffect(rejoin, [rejoin]);
  return { joined, rejoin };
}

/**
 * The chat of a match (`match-<id>`, shared by its page and its 动画直播 room) or of a sport (`football`,
 * `basketball`): read by everyone, written by signed-in fans, live on the group's socket channel.
 */
export function GroupChat({ group, loginTo }: { group: string; loginTo: string }): ReactElement {
  const { user } = useRootData();
  const { joined, rejoin } = useJoinedGroup(group);
  const chat = useChatLines(joined.lines);
  const fan = useFanChat(user, group);
  useLiveSocket(joined.channel ? [joined.channel] : [], {
    onDiff: () => undefined,
    onEvent: ({ namespace, event }) => {
      if (namespace === 'chat' && (event.kind === 'message' || event.kind === 'deleted')) chat.apply(event);
    },
    onOpen: (reconnect) => reconnect && rejoin(),
    onReset: rejoin,
  });
  return (
    <div className="kq-group-chat" data-testid="group-chat" data-group={group}>
      {joined.ready ? (
        <ChatPanel
          group={group}
          loginTo={loginTo}
          anchorId={null}
          lines={chat.lines}
          hasOlder={joined.older}
          me={user}
          fan={fan}
          error={joined.error}
          notice={{ group, text: platformChatNotice, updatedAt: null }}
          welcome="欢迎来到聊天室，一起聊球吧！"
          entrance={null}
          onSent={(message) => chat.apply({ kind: 'message', message })}
          onDeleted={(id) => chat.apply({ kind: 'deleted', id })}
          onNotice={() => undefined}
        />
      ) : (
        <p className="kq-group-chat-loading">正在进入聊天…</p>
      )}
    </div>
  );
}
