import { lazy, Suspense, useState, type ReactElement } from 'react';
import { usePageLoaded } from '../../lib/page-loaded';
import type { ChatSport } from './sport-chat-sheet';

// The sheet opens on a tap: its host comes after the load event, and with it Vite's list of the 40 files the sheet
// needs (its chat and antd-mobile's popup), which the score list's first screen would otherwise carry
// (docs/decisions/0048-first-screen-javascript-within-budget.md). A tap before then opens the sheet once loaded.
const SportChatHost = lazy(() => import('./sport-chat-host').then((m) => ({ default: m.SportChatHost })));

/** 聊球 in the 比分 header: opens the sport's group chat; its code comes with the first tap. */
export function SportChatEntry({ sport }: { sport: ChatSport }): ReactElement {
  const [open, setOpen] = useState(false);
  const loaded = usePageLoaded();
  return (
    <>
      <button type="button" className="kq-live-chat" data-testid="open-sport-chat" onClick={() => setOpen(true)}>
        聊球
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SportChatHost sport={sport} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
