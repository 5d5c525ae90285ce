import { circleName, CLUB_CIRCLES, writeSamplePost } from '@kanqiu/domain';
import type { Logger } from 'pino';
import type { ReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { repeatTask } from '../../platform/repeat';
import { newPostCode } from './post-code';
import type { PostSearch } from './post-search';
import { circlesTag, postChangeTags } from './cache-tags';
import { findCompetitionsAndClubs, insertPost, matchesWithoutSamplePost, upsertCircles } from './community.repository';

const DAY = 86_400;
/** Sample posts cover the matches finished in this window, so a new visitor finds the circles talking. */
const SAMPLE_WINDOW_DAYS = 3;
const SAMPLE_BATCH = 40;
export const SEED_INTERVAL_MS = 20_000;
/** About when fans post after a match: two and a half hours after kick-off, never after now. */
const POST_DELAY = 150 * 60;

/**
 * One circle per competition (leagues, cups, then basketball: the order of their ids), then one per big club;
 * how many were new or changed.
 */
export async function ensureCircles(db: Db): Promise<number> {
  const [competitions, clubs] = await findCompetitionsAndClubs(db, CLUB_CIRCLES);
  return upsertCircles(db, [
    ...competitions.map((c, index) => ({
      key: `c${c.id}`,
      name: circleName(c.name_zh),
      sport: c.sport,
      competition_id: c.id,
      team_id: null,
      sort: index,
    })),
    ...clubs
      .toSorted((a, b) => CLUB_CIRCLES.indexOf(a.name_zh as never) - CLUB_CIRCLES.indexOf(b.name_zh as never))
      .map((t, index) => ({
        key: `t${t.id}`,
        name: circleName(t.name_zh),
        sport: t.sport,
        competition_id: null,
        team_id: t.id,
        sort: 100 + index,
      })),
  ]);
}

/** 示例用户 posts about matches finished recently, one per match, in the competition's circle. */
export async function writeSamplePosts(
  db: Db,
  search: PostSearch,
  cache: Pick<ReadCache, 'invalidate'>,
  now: number,
): Promise<number> {
  const matches = await matchesWithoutSamplePost(db, now - SAMPLE_WINDOW_DAYS * DAY, now, SAMPLE_BATCH);
  const changed = new Set<string>();
  for (const match of matches) {
    const post = writeSamplePost({
      matchId: match.id,
      competition: match.competition,
      home: match.home,
      away: match.away,
      score: [match.home_score, match.away_score],
    });
    const written = {
      code: newPostCode(),
      circle_id: match.circle_id,
      user_id: null,
      sample_author: post.author,
      sample_match_id: match.id,
      kind: 'post' as const,
      title: post.title,
      content: post.content,
      created_at: Math.min(now, match.kickoff_at + POST_DELAY),
      tag_kind: 'match' as const,
      tag_id: match.id,
      tag_sport: match.sport,
      tag_label: `${match.home} vs ${match.away}`,
    };
    if ((await insertPost(db, written)) === null) continue;
    for (const tag of postChangeTags(written)) changed.add(tag);
    await search.add(written);
  }
  if (changed.size > 0) cache.invalidate([circlesTag, ...changed]);
  return matches.length;
}

/** Circles once the reference data is in, then sample posts as matches finish; returns its stop. */
export function startCommunitySeed(deps: {
  db: Db;
  search: PostSearch;
  cache: Pick<ReadCache, 'invalidate'>;
  sportsClock: Clock;
  logger: Logger;
}): () => Promise<void> {
  const { db, search, cache } = deps;
  return repeatTask(
    async () => {
      if ((await ensureCircles(db)) > 0) cache.invalidate([circlesTag]);
      return { more: (await writeSamplePosts(db, search, cache, deps.sportsClock())) >= SAMPLE_BATCH };
    },
    { intervalMs: SEED_INTERVAL_MS, logger: deps.logger, name: 'community seed' },
  );
}
