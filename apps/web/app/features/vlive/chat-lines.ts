import type { ChatMessage } from '@kanqiu/contract';
import { useState } from 'react';
import { applyChatEvent, type ChatLineEvent } from './chat-messages';

type ChatState = { source: ChatMessage[]; lines: ChatMessage[] };

/** The chat as served, then every line and deletion from `chat:<group>`; a refetched page merges in by id. */
export function useChatLines(served: ChatMessage[]) {
  const [state, setState] = useState<ChatState>({ source: served, lines: served });
  const lines =
    state.source === served
      ? state.lines
      : served.reduce((merged, message) => applyChatEvent(merged, { kind: 'message', message }), state.lines);
  const apply = (event: ChatLineEvent) =>
    setState((now) => ({
      source: served,
      lines: applyChatEvent(now.source === served ? now.lines : lines, event),
    }));
  return { lines, apply };
}
