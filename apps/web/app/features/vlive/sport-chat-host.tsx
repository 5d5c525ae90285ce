import { lazy, Suspense, type ReactElement } from 'react';
import type { ChatSport } from './sport-chat-sheet';

const SportChatSheet = lazy(() => import('./sport-chat-sheet').then((m) => ({ default: m.SportChatSheet })));

/** 聊球's sheet while open: its code comes with the first tap. */
export function SportChatHost(props: { sport: ChatSport; open: boolean; onClose(): void }): ReactElement | null {
  return props.open ? (
    <Suspense fallback={null}>
      <SportChatSheet sport={props.sport} onClose={props.onClose} />
    </Suspense>
  ) : null;
}
