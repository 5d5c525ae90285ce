import type { ChatMessage } from '@kanqiu/contract';
import { chatMuteMinutes, muteLengthLabel } from '@kanqiu/domain';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { ActionSheet, Toast } from '../../lib/antd-imperative';
import type { ChatModerationResult } from './data';

const doneText = (result: ChatModerationResult): string => {
  if (!result.ok) return result.msg;
  if (result.intent === 'mute') return `已禁言 ${muteLengthLabel(result.minutes)}`;
  return result.intent === 'delete' ? '消息已删除' : '公告已更新';
};

/** The actions the anchor has on a line: mute its sender (not themselves) for a length, or delete it. */
function actionsFor(line: ChatMessage, anchorId: number) {
  const mutes =
    line.sender && line.sender.id !== anchorId
      ? chatMuteMinutes.map((minutes) => ({ key: `mute:${minutes}`, text: `禁言 ${muteLengthLabel(minutes)}` }))
      : [];
  return [...mutes, { key: 'delete', text: '删除这条消息', danger: true }];
}

/**
 * The anchor's menu on a chat line (spec §7 Chat: the anchor mutes and deletes). A deletion leaves the anchor's
 * screen at once (`onDeleted`); everyone else drops it from the room's channel.
 */
export function useChatModeration(anchorId: number, onDeleted: (id: number) => void): (line: ChatMessage) => void {
  const fetcher = useFetcher<ChatModerationResult>({ key: 'chat-moderation' });
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const onDeletedRef = useRef(onDeleted);
  useEffect(() => {
    onDeletedRef.current = onDeleted;
  });
  useEffect(() => {
    if (!result) return;
    Toast.show({ content: doneText(result) });
    if (result.ok && result.intent === 'delete') onDeletedRef.current(result.id);
  }, [result]);

  return (line) => {
    const handler = ActionSheet.show({
      extra: `${line.sender?.nickName ?? '系统'}：${line.text}`,
      actions: actionsFor(line, anchorId),
      cancelText: '取消',
      onAction: (action) => {
        handler.close();
        const [intent, minutes] = String(action.key).split(':');
        const fields: Record<string, string> =
          intent === 'mute'
            ? { intent, userId: String(line.sender?.id), minutes: String(minutes) }
            : { intent: 'delete', id: String(line.id) };
        void fetcher.submit(fields, { method: 'post' });
      },
    });
  };
}
