import { basketballList, footballList, type BasketballList, type FootballList } from '@kanqiu/contract';
import type { RouterContextProvider } from 'react-router';
import { getSession, requireUser } from '../../lib/session.server';

export type MyMatchesData = { football: FootballList | null; basketball: BasketballList | null; error: string | null };

/** /user/match: the fan's 关注 lists of both sports, read with the session's token. */
export async function loadMyMatches(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<MyMatchesData> {
  await requireUser(args);
  const { api } = getSession(args.context);
  const [football, basketball] = await Promise.all([
    api.get('/live/football/match', footballList, { type: 3 }),
    api.get('/live/basketball/match', basketballList, { type: 3 }),
  ]);
  const failed = [football, basketball].find((result) => !result.ok);
  return {
    football: football.ok ? football.data : null,
    basketball: basketball.ok ? basketball.data : null,
    error: failed && !failed.ok ? failed.msg : null,
  };
}
