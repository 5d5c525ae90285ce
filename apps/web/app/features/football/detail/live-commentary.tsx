import { textLive as textLiveSchema, type TextLive } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { usePublicQuery } from '../../live';
import { CommentaryList } from './commentary-list';

/** Once the match has moved on since the page loaded, the lines are fetched again at each change. */
export function LiveCommentary({
  matchId,
  version,
  initial,
}: {
  matchId: number;
  version: number;
  initial: TextLive;
}): ReactElement | null {
  const query = usePublicQuery(`/live/fb/match/live/textLive/${matchId}`, textLiveSchema, { v: version });
  return <CommentaryList lines={(query.data ?? initial).commentary} />;
}
