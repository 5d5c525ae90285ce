import './share-match.css';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRootData } from '../../lib/root-data';
import { signedInNow } from '../../lib/signed-in-marker';
import { loginPath } from '../../lib/safe-redirect';

const ShareMatchSheet = lazy(() => import('./share-match-sheet'));

/** 分享 in a match's title bar: into one of my conversations as a match card (the picker loads on first tap). */
export function ShareMatchEntry({ matchId }: { matchId: number }): ReactElement {
  const { user } = useRootData();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="kq-share-match"
        data-testid="share-match"
        onClick={() => (signedInNow(user) ? setOpen(true) : void navigate(loginPath(pathname)))}
      >
        <svg viewBox="0 0 16 16" width="0.26rem" height="0.26rem" aria-hidden="true">
          <path
            d="M9.5 2.5L14 7l-4.5 4.5M14 7H7.5C4.5 7 2.5 9 2 13"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        分享
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShareMatchSheet matchId={matchId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
