import { isOddsMarket } from '@kanqiu/contract';
import { IncidentType } from '@kanqiu/domain';
import type { Transaction } from 'kysely';
import { insertInChunks } from '../../platform/db/chunks';
import type { Database } from '../../platform/db/tables';
import type {
  BasketballPlayEvent,
  BoxScoreEvent,
  FeedEvent,
  IncidentEvent,
  LineupsEvent,
  MatchRef,
  MatchUpsert,
  OddsEvent,
  ScoreChange,
  StateChange,
  StatisticsEvent,
} from '../events';
import type { IncidentChange, MatchDiff, PlayView } from './match-diff';
import { scoreToText } from '../../platform/db/score-text';

type Trx = Transaction<Database>;

type MatchRow = Awaited<ReturnType<typeof findMatch>>;
type Row = NonNullable<MatchRow>;

function findMatch(trx: Trx, ref: MatchRef) {
  return trx
    .selectFrom('matches')
    .selectAll()
    .where('provider', '=', ref.provider)
    .where('provider_match_id', '=', ref.providerMatchId)
    .executeTakeFirst();
}

async function insertMatch(trx: Trx, event: MatchUpsert, now: number): Promise<Row> {
  await trx
    .insertInto('matches')
    .values({
      provider: event.provider,
      provider_match_id: event.providerMatchId,
      sport: event.sport,
      source: event.source,
      competition_id: event.competitionId,
      season: event.season,
      round: event.round,
      home_team_id: event.homeTeamId,
      away_team_id: event.awayTeamId,
      kickoff_at: event.kickoffAt,
      venue: event.venue,
      period: null,
      period_start_at: null,
      half_time_score: null,
      extra_time_score: null,
      penalty_score: null,
      period_scores: null,
      updated_at: now,
    })
    .execute();
  const row = await findMatch(trx, event);
  if (!row) throw new Error(`match ${event.providerMatchId} vanished after insert`);
  return row;
}

/** Applies one match's events to its row in memory, writing child rows as it goes; the caller saves the row. */
class MatchWriter {
  readonly diff: MatchDiff;
  private readonly changes: Partial<Row> = {};
  /** When the state and score happened: stored with the row, but no change fans see, so no new version. */
  private readonly times: Partial<Pick<Row, 'state_at' | 'score_at'>> = {};

  constructor(
    private readonly trx: Trx,
    private readonly row: Row,
    created: boolean,
  ) {
    this.diff = {
      matchId: row.id,
      sport: row.sport,
      competitionId: row.competition_id,
      version: row.version,
      fields: {},
      incidents: [],
      statistics: null,
      lineupsChanged: false,
      plays: [],
      boxScoreChanged: false,
      lotteryChanged: false,
      odds: [],
      created,
    };
  }

  private set<K extends keyof Row>(column: K, value: Row[K]): boolean {
    if (this.row[column] === value) return false;
    this.row[column] = value;
    this.changes[column] = value;
    return true;
  }

  private noteTime(column: 'state_at' | 'score_at', at: number | undefined): void {
    if (at === undefined || at === this.row[column]) return;
    this.row[column] = at;
    this.times[column] = at;
  }

  applyMatch(event: MatchUpsert): void {
    if (this.set('kickoff_at', event.kickoffAt)) this.diff.fields.kickoffAt = event.kickoffAt;
    this.set('venue', event.venue);
    this.set('round', event.round);
    this.set('season', event.season);
    this.set('competition_id', event.competitionId);
    this.set('home_team_id', event.homeTeamId);
    this.set('away_team_id', event.awayTeamId);
  }

  applyState(event: StateChange): void {
    if (isOlder(event.at, this.row.state_at)) return;
    this.noteTime('state_at', event.at);
    if (this.set('state', event.state)) this.diff.fields.state = event.state;
    if (this.set('period', event.period)) this.diff.fields.period = event.period;
    if (this.set('period_start_at', event.periodStartAt)) this.diff.fields.periodStartAt = event.periodStartAt;
    this.set('raw_state', event.rawState);
  }

  applyScore(event: ScoreChange): void {
    if (isOlder(event.at, this.row.score_at)) return;
    this.noteTime('score_at', event.at);
    const home = this.set('home_score', event.score[0]);
    const away = this.set('away_score', event.score[1]);
    if (home || away) this.diff.fields.score = event.score;
    if (this.set('half_time_score', scoreToText(event.halfTime))) this.diff.fields.halfTime = event.halfTime;
    if (this.set('extra_time_score', scoreToText(event.extraTime))) this.diff.fields.extraTime = event.extraTime;
    if (this.set('penalty_score', scoreToText(event.penalties))) this.diff.fields.penalties = event.penalties;
    const periods = event.periods ? JSON.stringify(event.periods) : null;
    if (this.set('period_scores', periods)) this.diff.fields.periodScores = event.periods;
  }

  async applyIncidents(events: IncidentEvent[]): Promise<void> {
    if (events.length === 0) return;
    const inserted = await insertInChunks(
      events.map((e) => this.incidentRow(e)),
      (rows) =>
        this.trx
          .insertInto('incidents')
          .values(rows)
          .onConflict((oc) => oc.columns(['match_id', 'incident_key']).doNothing())
          .returning('incident_key')
          .execute(),
    );
    const fresh = new Set(inserted.map((r) => r.incident_key));
    for (const event of events) {
      if (fresh.has(event.key)) {
        if (!event.cancelled) this.count(event, 1);
        this.diff.incidents.push(toChange(event));
      } else if (event.cancelled) {
        await this.cancelIncident(event);
      }
    }
  }

  private incidentRow(e: IncidentEvent) {
    return {
      match_id: this.row.id,
      incident_key: e.key,
      type: e.type,
      side: e.side,
      period: e.period,
      second: Math.round(e.second),
      minute_label: e.minuteLabel,
      player_id: e.playerId,
      player_name: e.playerName,
      related_player_id: e.relatedPlayerId,
      related_player_name: e.relatedPlayerName,
      score: scoreToText(e.score),
      cancelled: e.cancelled ? 1 : 0,
      version: this.row.version + 1,
    };
  }

  private async cancelIncident(event: IncidentEvent): Promise<void> {
    const result = await this.trx
      .updateTable('incidents')
      .set({ cancelled: 1 })
      .where('match_id', '=', this.row.id)
      .where('incident_key', '=', event.key)
      .where('cancelled', '=', 0)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return;
    this.count(event, -1);
    this.diff.incidents.push(toChange(event));
  }

  /** Cards and corners shown on a list row follow the incidents. */
  private count(event: IncidentEvent, delta: 1 | -1): void {
    const home = event.side === 'home';
    const counter =
      event.type === IncidentType.corner
        ? (['home_corners', 'away_corners', 'corners'] as const)
        : event.type === IncidentType.yellow
          ? (['home_yellow', 'away_yellow', 'yellow'] as const)
          : event.type === IncidentType.red || event.type === IncidentType.secondYellow
            ? (['home_red', 'away_red', 'red'] as const)
            : null;
    if (!counter) return;
    const [homeColumn, awayColumn, field] = counter;
    const column = home ? homeColumn : awayColumn;
    this.set(column, Math.max(0, this.row[column] + delta));
    this.diff.fields[field] = [this.row[homeColumn], this.row[awayColumn]];
  }

  /** Totals per minute; a bootstrap sends a game's every minute, so they are read and written in one go each. */
  async applyStatistics(events: StatisticsEvent[]): Promise<void> {
    if (events.length === 0) return;
    const byMinute = new Map(events.map((e) => [e.minute, e]));
    const existing = await this.trx
      .selectFrom('match_statistics')
      .select(['minute', 'stats'])
      .where('match_id', '=', this.row.id)
      .where('minute', 'in', [...byMinute.keys()])
      .execute();
    const stored = new Map(existing.map((r) => [r.minute, r.stats]));
    const changed = [...byMinute.values()].filter((e) => stored.get(e.minute) !== JSON.stringify(e.values));
    await insertInChunks(
      changed.map((e) => ({ match_id: this.row.id, minute: e.minute, stats: JSON.stringify(e.values) })),
      (rows) =>
        this.trx
          .insertInto('match_statistics')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['match_id', 'minute']).doUpdateSet((eb) => ({ stats: eb.ref('excluded.stats') })),
          )
          .execute(),
    );
    const latest = changed.reduce<StatisticsEvent | null>(
      (best, e) => (!best || e.minute >= best.minute ? e : best),
      null,
    );
    if (latest) this.diff.statistics = { minute: latest.minute, values: latest.values };
  }

  async applyLineups(event: LineupsEvent): Promise<void> {
    // In the order the comparison query reads them back ('away' sorts before 'home').
    const rows = (['away', 'home'] as const).flatMap((side) =>
      [
        ...event[side].starters.map((p, sort) => ({ p, sort, starter: 1 })),
        ...event[side].bench.map((p, sort) => ({ p, sort, starter: 0 })),
      ].map(({ p, sort, starter }) => ({
        match_id: this.row.id,
        side,
        starter,
        sort,
        player_id: p.playerId,
        name: p.name,
        shirt_number: p.shirtNumber,
        position: p.position,
      })),
    );
    const existing = await this.trx
      .selectFrom('lineups')
      .selectAll()
      .where('match_id', '=', this.row.id)
      .orderBy('side')
      .orderBy('starter', 'desc')
      .orderBy('sort')
      .execute();
    if (JSON.stringify(existing) === JSON.stringify(rows)) return;
    await this.trx.deleteFrom('lineups').where('match_id', '=', this.row.id).execute();
    await insertInChunks(rows, (chunk) => this.trx.insertInto('lineups').values(chunk).execute());
    this.diff.lineupsChanged = true;
  }

  /** Plays are keyed per match, so a re-sent play changes nothing. */
  async applyPlays(events: BasketballPlayEvent[]): Promise<void> {
    const inserted = await insertInChunks(
      events.map((e) => this.playRow(e)),
      (rows) =>
        this.trx
          .insertInto('plays')
          .values(rows)
          .onConflict((oc) => oc.columns(['match_id', 'play_key']).doNothing())
          .returning('play_key')
          .execute(),
    );
    const fresh = new Set(inserted.map((r) => r.play_key));
    for (const e of events) if (fresh.has(e.key)) this.diff.plays.push(toPlayView(e));
  }

  private playRow(e: BasketballPlayEvent) {
    return {
      match_id: this.row.id,
      play_key: e.key,
      type: e.type,
      side: e.side,
      period: e.period,
      seconds_left: e.secondsLeft,
      player_id: e.playerId,
      player_name: e.playerName,
      related_player_id: e.relatedPlayerId,
      related_player_name: e.relatedPlayerName,
      points: e.points,
      score: `${e.score[0]}-${e.score[1]}`,
      version: this.row.version + 1,
    };
  }

  /** The box scores of a batch: per game minute only the latest counts (a game sends one per basket). */
  async applyBoxScores(events: BoxScoreEvent[]): Promise<void> {
    const latestPerMinute = new Map(events.map((e) => [e.minute, e]));
    for (const event of latestPerMinute.values()) await this.applyBoxScore(event);
  }

  private async applyBoxScore(event: BoxScoreEvent): Promise<void> {
    const box = JSON.stringify({ home: event.home, away: event.away });
    const existing = await this.trx
      .selectFrom('box_scores')
      .select('box')
      .where('match_id', '=', this.row.id)
      .where('minute', '=', event.minute)
      .executeTakeFirst();
    if (existing?.box === box) return;
    await this.trx
      .insertInto('box_scores')
      .values({ match_id: this.row.id, minute: event.minute, box })
      .onConflict((oc) => oc.columns(['match_id', 'minute']).doUpdateSet({ box }))
      .execute();
    this.diff.boxScoreChanged = true;
  }

  async applyOdds(events: OddsEvent[]): Promise<void> {
    if (events.length === 0) return;
    const inserted = await insertInChunks(
      events.map((e) => ({
        line_key: e.key,
        match_id: this.row.id,
        company_id: e.companyId,
        market: e.market,
        phase: e.phase,
        left_value: e.values[0],
        middle_value: e.values[1],
        right_value: e.values[2],
        handicap: e.handicap ?? null,
        minute: e.minute,
        score: scoreToText(e.score),
        at: e.at,
      })),
      (rows) =>
        this.trx
          .insertInto('odds_lines')
          .values(rows)
          .onConflict((oc) => oc.column('line_key').doNothing())
          .returning('line_key')
          .execute(),
    );
    const fresh = new Set(inserted.map((r) => r.line_key));
    for (const e of events) {
      if (!fresh.has(e.key)) continue;
      if (!isOddsMarket(e.market)) this.diff.lotteryChanged = true;
      else {
        this.diff.odds.push({
          companyId: e.companyId,
          market: e.market,
          phase: e.phase,
          values: e.values,
          minute: e.minute,
          at: e.at,
        });
      }
    }
  }

  /** Saves the row with a new version when anything changed. */
  async save(now: number): Promise<void> {
    const changed =
      this.diff.created ||
      Object.keys(this.changes).length > 0 ||
      this.diff.incidents.length > 0 ||
      this.diff.statistics !== null ||
      this.diff.lineupsChanged ||
      this.diff.plays.length > 0 ||
      this.diff.boxScoreChanged ||
      this.diff.lotteryChanged ||
      this.diff.odds.length > 0;
    if (!changed) {
      if (Object.keys(this.times).length > 0) {
        await this.trx.updateTable('matches').set(this.times).where('id', '=', this.row.id).execute();
      }
      return;
    }
    const version = this.row.version + 1;
    await this.trx
      .updateTable('matches')
      .set({ ...this.changes, ...this.times, version, updated_at: now })
      .where('id', '=', this.row.id)
      .execute();
    this.diff.version = version;
  }
}

/** A state or score that happened before the one stored would rewind the match; one without a time cannot be told. */
function isOlder(at: number | undefined, storedAt: number | null): boolean {
  return at !== undefined && storedAt !== null && at < storedAt;
}

function toPlayView(e: BasketballPlayEvent): PlayView {
  return {
    key: e.key,
    type: e.type,
    side: e.side,
    period: e.period,
    secondsLeft: e.secondsLeft,
    playerId: e.playerId,
    playerName: e.playerName,
    relatedPlayerId: e.relatedPlayerId,
    relatedPlayerName: e.relatedPlayerName,
    points: e.points,
    score: e.score,
  };
}

function toChange(e: IncidentEvent): IncidentChange {
  return {
    key: e.key,
    type: e.type,
    side: e.side,
    period: e.period,
    second: Math.round(e.second),
    minuteLabel: e.minuteLabel,
    playerId: e.playerId,
    playerName: e.playerName,
    relatedPlayerId: e.relatedPlayerId,
    relatedPlayerName: e.relatedPlayerName,
    score: e.score,
    cancelled: e.cancelled,
  };
}

/** A kind added to the contract fails the type check here; one that slips past the types rolls the match back. */
function refuseKind(event: never): never {
  throw new Error(`unknown feed event kind: ${String((event as { kind?: unknown }).kind)}`);
}

export type WriteOutcome = { kind: 'written'; diff: MatchDiff } | { kind: 'unknown-match' };

/** Writes all events of one match inside the caller's transaction, in their order of kind. */
export async function writeMatchEvents(
  trx: Trx,
  ref: MatchRef,
  events: FeedEvent[],
  now: number,
): Promise<WriteOutcome> {
  const upsert = events.findLast((e): e is MatchUpsert => e.kind === 'match');
  const existing = await findMatch(trx, ref);
  if (!existing && !upsert) return { kind: 'unknown-match' };
  const row = existing ?? (await insertMatch(trx, upsert!, now));
  const writer = new MatchWriter(trx, row, !existing);

  const incidents: IncidentEvent[] = [];
  const statistics: StatisticsEvent[] = [];
  const plays: BasketballPlayEvent[] = [];
  const odds: OddsEvent[] = [];
  const boxScores: BoxScoreEvent[] = [];
  for (const event of events) {
    switch (event.kind) {
      case 'match':
        writer.applyMatch(event);
        break;
      case 'state':
        writer.applyState(event);
        break;
      case 'score':
        writer.applyScore(event);
        break;
      case 'incident':
        incidents.push(event);
        break;
      case 'statistics':
        statistics.push(event);
        break;
      case 'lineups':
        await writer.applyLineups(event);
        break;
      case 'basketballPlay':
        plays.push(event);
        break;
      case 'boxScore':
        boxScores.push(event);
        break;
      case 'odds':
        odds.push(event);
        break;
      default:
        refuseKind(event);
    }
  }
  await writer.applyStatistics(statistics);
  await writer.applyIncidents(incidents);
  await writer.applyPlays(plays);
  await writer.applyBoxScores(boxScores);
  await writer.applyOdds(odds);
  await writer.save(now);
  return { kind: 'written', diff: writer.diff };
}
