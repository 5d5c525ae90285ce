import type { ChatMessage, FanChatFilters, UserInfo } from '@kanqiu/contract';
import { chatLineCaps, reportReasons, type ChatLineCap, type FanFilters } from '@kanqiu/domain';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useFetcher } from 'react-router';
import { ActionSheet, Toast } from '../../lib/antd-imperative';
import type { FanChatResult } from './chat-filters.server';
import { fanChatPath } from './chat-send';

const capKey = 'kq-chat-cap';
/** Until the fan picks one: the most the room keeps. */
const defaultCap = chatLineCaps[chatLineCaps.length - 1]!;

function savedCap(): ChatLineCap {
  const saved = Number(globalThis.localStorage?.getItem(capKey));
  return (chatLineCaps as readonly number[]).includes(saved) ? (saved as ChatLineCap) : defaultCap;
}

/** The cap kept in this browser: the server renders the room's own, the browser the fan's after hydration. */
const capListeners = new Set<() => void>();
const capStore = {
  subscribe(listener: () => void) {
    capListeners.add(listener);
    return () => capListeners.delete(listener);
  },
  save(cap: ChatLineCap) {
    globalThis.localStorage?.setItem(capKey, String(cap));
    for (const listener of capListeners) listener();
  },
};

export type FanChat = {
  filters: FanFilters;
  /** The lists as the server keeps them, with the blocked users' names (the settings sheet). */
  lists: FanChatFilters;
  cap: ChatLineCap;
  setCap: (cap: ChatLineCap) => void;
  blockWord: (word: string, blocked: boolean) => void;
  blockUser: (userId: number, blocked: boolean) => void;
  /** A signed-in fan's menu on another fan's line: block its sender, or report it. */
  pickLine: (line: ChatMessage) => void;
};

/**
 * A fan's own chat controls (docs/decisions/0072-one-report-store.md): the users and keywords they blocked, kept on the
 * server and read once a room opens; the line cap, kept in this browser. Nothing changes for anyone else.
 */
export function useFanChat(me: UserInfo | null, group: string): FanChat {
  const fetcher = useFetcher<FanChatResult>({ key: 'fan-chat' });
  const cap = useSyncExternalStore(capStore.subscribe, savedCap, () => defaultCap);
  const signedIn = me !== null;
  const { load } = fetcher;
  useEffect(() => {
    if (signedIn) void load(fanChatPath);
  }, [signedIn, load]);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // The lists stay as the last answer had them while a change is on its way.
  const [lists, setLists] = useState<FanChatFilters>({ users: [], words: [] });
  const [shownResult, setShownResult] = useState(result);
  if (result !== shownResult) {
    setShownResult(result);
    if (result?.ok && result.intent === 'filters') setLists(result.filters);
  }
  useEffect(() => {
    if (result && !result.ok) Toast.show({ content: result.msg });
    else if (result?.ok && result.intent === 'report') Toast.show({ content: '已举报，我们会尽快处理' });
  }, [result]);

  const submit = useCallback(
    (fields: Record<string, string>) => void fetcher.submit(fields, { method: 'post', action: fanChatPath }),
    [fetcher],
  );
  const blockUser = useCallback(
    (userId: number, blocked: boolean) => submit({ intent: 'user', userId: String(userId), blocked: String(blocked) }),
    [submit],
  );
  const blockWord = useCallback(
    (word: string, blocked: boolean) => submit({ intent: 'word', word, blocked: String(blocked) }),
    [submit],
  );
  const setCap = capStore.save;
  const filters = useMemo(() => ({ userIds: lists.users.map((u) => u.id), words: lists.words }), [lists]);

  const report = (line: ChatMessage) => {
    const sheet = ActionSheet.show({
      extra: '举报原因',
      actions: reportReasons.map((reason) => ({ key: reason, text: reason })),
      cancelText: '取消',
      onAction: (action) => {
        sheet.close();
        submit({ intent: 'report', group, id: String(line.id), reason: String(action.key) });
      },
    });
  };
  const pickLine = (line: ChatMessage) => {
    const sender = line.sender;
    if (!sender) return;
    const sheet = ActionSheet.show({
      extra: `${sender.nickName}：${line.text}`,
      actions: [
        { key: 'block', text: `屏蔽 ${sender.nickName}（只对我生效）` },
        { key: 'report', text: '举报这条消息', danger: true },
      ],
      cancelText: '取消',
      onAction: (action) => {
        sheet.close();
        if (action.key === 'block') blockUser(sender.id, true);
        else report(line);
      },
    });
  };
  return { filters, lists, cap, setCap, blockWord, blockUser, pickLine };
}
