import { useEffect, type ReactElement } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../lib/safe-redirect';
import { useRootData } from '../../lib/root-data';
import { signedInNow } from '../../lib/signed-in-marker';
import { followedBy } from './fan-follows';

/**
 * The follow star of a match. Logged in, it posts to the page's own action (which calls
 * POST /live/match/follow server-side) and shows the new state at once; anonymous, it goes to login.
 */
export function FollowStar({
  matchId,
  followed,
  large = false,
}: {
  matchId: number;
  followed: boolean;
  large?: boolean;
}): ReactElement {
  const { user, follows } = useRootData();
  const fetcher = useFetcher<{ ok: boolean; msg?: string }>({ key: `follow-${matchId}` });
  const navigate = useNavigate();
  const location = useLocation();
  const pending = fetcher.formData?.get('follow');
  const on = typeof pending === 'string' ? pending === '1' : followedBy(matchId, followed, follows);
  const failed = fetcher.state === 'idle' && fetcher.data?.ok === false ? (fetcher.data.msg ?? '操作失败') : null;

  // The server message on a failure (spec §8), in the live pages' toast stack, whose code comes with the first toast.
  useEffect(() => {
    if (failed) void import('./lazy-alerts').then((alerts) => alerts.pushInfoToast(matchId, failed));
  }, [failed, fetcher.data, matchId]);
  const toggle = () => {
    if (!signedInNow(user)) {
      void navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    void fetcher.submit({ intent: 'follow', matchId: String(matchId), follow: on ? '0' : '1' }, { method: 'post' });
  };
  return (
    <button
      type="button"
      className={`kq-glyph-before kq-follow-star${on ? ' is-on' : ''}${large ? ' is-large' : ''}`}
      aria-label={on ? '取消关注' : '关注'}
      aria-pressed={on}
      data-testid="follow-star"
      onClick={toggle}
    />
  );
}
