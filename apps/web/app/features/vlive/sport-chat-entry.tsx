import { lazy, Suspense, useState, type ReactElement } from 'react';
import type { ChatSport } from './sport-chat-sheet';

const SportChatSheet = lazy(() => import('./sport-chat-sheet').then((m) => ({ default: m.SportChatSheet })));

/** 聊球 in the 比分 header: opens the sport's group chat; its code comes with the first tap. */
export function SportChatEntry({ sport }: { sport: ChatSport }): ReactElement {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="kq-live-chat" data-testid="open-sport-chat" onClick={() => setOpen(true)}>
        聊球
      </button>
      {open && (
        <Suspense fallback={null}>
          <SportChatSheet sport={sport} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
