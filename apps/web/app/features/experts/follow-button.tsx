import type { ExpertSummary } from '@kanqiu/contract';
import { useEffect, type ReactElement } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { loginPath } from '../../lib/safe-redirect';
import { EXPERTS_ACTION, type ExpertsActionResult } from './data';

/**
 * 关注 / 已关注. Spec §4: the state changes only after the server said yes (the page's data is read again);
 * while the request runs the button waits, and a failure shows the server's message (§8).
 */
export function FollowButton({ expert, signedIn }: { expert: ExpertSummary; signedIn: boolean }): ReactElement {
  const fetcher = useFetcher<ExpertsActionResult>({ key: `follow-${expert.id}` });
  const navigate = useNavigate();
  const location = useLocation();
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  useEffect(() => {
    if (!failure) return;
    if (failure.login) void navigate(loginPath(location.pathname + location.search));
    else Toast.show({ content: failure.error });
  }, [failure, navigate, location.pathname, location.search]);
  const followed = expert.follow === 1;
  const pending = fetcher.state !== 'idle';
  const toggle = () => {
    if (!signedIn) {
      void navigate(loginPath(location.pathname + location.search));
      return;
    }
    void fetcher.submit(
      { intent: 'follow', eid: String(expert.id), follow: followed ? '0' : '1' },
      { method: 'post', action: EXPERTS_ACTION },
    );
  };
  return (
    <button
      type="button"
      className={followed ? 'kq-expert-follow is-followed' : 'kq-expert-follow'}
      onClick={toggle}
      disabled={pending}
      data-testid={`follow-${expert.id}`}
    >
      {pending ? '…' : followed ? '已关注' : '+ 关注'}
    </button>
  );
}
