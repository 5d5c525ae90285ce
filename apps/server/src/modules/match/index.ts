import type { KanqiuModule } from '../../platform/module';
import { liveScoreChannels } from '../../realtime/live-channels';
import { sports } from './migrations/0002_sports';
import { pushGuard } from './migrations/0005_push_guard';
import { teamColours } from './migrations/0010_team_colours';
import { followersIndex } from './migrations/0017_followers_index';
import { playerSourceNames } from './migrations/0025_player_source_names';
import { lotteryHandicap } from './migrations/0026_lottery_handicap';
import { roundText } from './migrations/0040_round_text';
import { playerNameSource } from './migrations/0041_player_name_source';
import { providerIds } from './migrations/0050_provider_ids';
import { followRoutes } from './follow.routes';
import { createFollowService, type FollowService } from './follow.service';
import { createMatchLookup, type MatchLookup } from './match-lookup.service';
import type { ReplayCalendar } from './replay-calendar';
import { createReplayLookup, type ReplayLookup } from './replay-lookup.service';

export type { FollowService } from './follow.service';
export type { MatchLookup } from './match-lookup.service';
export type { ReplayLookup } from './replay-lookup.service';
export type { MatchesTable, PastResultsTable, PlayersTable } from './tables';
export type { CalendarFixture, ReplayCalendar } from './replay-calendar';
export type { StreamPosition } from '@kanqiu/domain';
export { leagueFilter, type LeagueRow } from './league-filter';
export { followedAmong, sportLists, withFollowStars } from './list-rows';
export { listSelections, type Caller, type ListKind, type Selection } from './list-selections';
export { listRead, starredListPolicy, starredMatchPolicy } from './follow-reads';
export { parseStats, type Stats } from './statistics';
export { headerTeams, rowColors, rowNames } from './team-colors';

/**
 * What every sport's module uses: follows (关注), whether a match exists, which matches replay a real one and
 * the replay's calendar of every fixture.
 */
export type MatchServices = {
  follows: FollowService;
  matches: MatchLookup;
  replays: ReplayLookup;
  calendar: ReplayCalendar;
};

declare module '../../platform/module' {
  interface ModuleServices {
    match: MatchServices;
  }
}

/** Matches of every sport and fans' follows of them; the list toolkit the sports share is exported above. */
export const matchModule = (calendar: ReplayCalendar): KanqiuModule => ({
  name: 'match',
  migrations: [
    sports,
    pushGuard,
    teamColours,
    followersIndex,
    playerSourceNames,
    lotteryHandicap,
    roundText,
    playerNameSource,
    providerIds,
  ],
  channels: liveScoreChannels,
  async register(app, { database, sportsClock, readCache }) {
    const matches = createMatchLookup(database.db);
    const follows = createFollowService(database.db, sportsClock, matches, readCache);
    await app.register(followRoutes, { follows });
    return { match: { follows, matches, replays: createReplayLookup(database.db), calendar } };
  },
});
