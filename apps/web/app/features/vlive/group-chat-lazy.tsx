import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import type { ChatSport } from './sport-chat-sheet';

/** A match page's 聊天 tab, fetched when the fan first opens it (the page's first screen stays within budget). */
export const GroupChatTab = lazy(() => import('./group-chat').then((m) => ({ default: m.GroupChat })));

const SportChatSheet = lazy(() => import('./sport-chat-sheet').then((m) => ({ default: m.SportChatSheet })));

/** 聊球 in the 比分 header: opens the sport's group chat; its code comes with the first tap. */
export function SportChatEntry({ sport }: { sport: ChatSport }): ReactElement {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  return (
    <>
      <button type="button" className="kq-live-chat" data-testid="open-sport-chat" onClick={() => setOpen(true)}>
        聊球
      </button>
      {open && (
        <Suspense fallback={null}>
          <SportChatSheet sport={sport} loginTo={location.pathname} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
