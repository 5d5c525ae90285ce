import type { AiCard } from '@kanqiu/contract';
import type { DatabaseService } from '../database';
import { AppError } from '../../platform/http/app-error';
import type { NamedThing } from './lexicon';

/** A table row as the assistant tells it; `points` is the win rate in percent for basketball. */
export type TableRow = {
  rank: number;
  teamId: number | null;
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
};

export type Table = { competition: string; season: string; generated: boolean; rows: TableRow[] };

export type TeamProfile = {
  name: string;
  nameFull: string;
  sport: NamedThing['sport'];
  city: string | null;
  country: string | null;
  stadium: string | null;
  competition: string;
  season: string;
  generated: boolean;
  place: TableRow | null;
  /** The season's last results, oldest first ('win' | 'draw' | 'loss'). */
  form: ('win' | 'draw' | 'loss')[];
  /** Football: goals for and against per match in the season. */
  goalsPerMatch: { for: number; against: number } | null;
};

export type PlayerProfile = {
  playerId: number;
  sport: NamedThing['sport'];
  name: string;
  team: string | null;
  role: string | null;
  age: number | null;
  height: number | null;
  nationality: string | null;
  /** Football: a season line per competition; basketball: the real RAPTOR season. */
  seasons: { competition: string; season: string; team: string; appearances: number; goals: number; minutes: number }[];
  raptor: { season: string; team: string; minutes: number; offense: number; defense: number } | null;
};

export type Scorer = {
  rank: number;
  player: string;
  playerId: number;
  team: string;
  goals: number;
  appearances: number;
};

const percent = (rate: number) => Math.round(rate * 1000) / 10;

/** A missing page (no season, unknown id) is "no data", not a failure. */
export async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The 资料库's pages through the database module's door, reduced to what answers need. */
export function createReferenceFacts(database: DatabaseService) {
  async function footballTable(competitionId: number): Promise<Table | null> {
    const detail = await orNull(() => database.competition(competitionId, undefined));
    const group = detail?.standings[0];
    if (!detail || !group) return null;
    const rows = detail.standings.length === 1 ? group.rows : detail.standings.flatMap((g) => g.rows);
    return {
      competition: detail.competition.name,
      season: detail.season,
      generated: false,
      rows: rows.map((r) => ({
        rank: r.rank,
        teamId: r.team.id,
        team: r.team.name,
        played: r.played,
        won: r.won,
        drawn: r.drawn,
        lost: r.lost,
        points: r.points,
      })),
    };
  }

  async function basketballTable(competitionId: number): Promise<Table | null> {
    const detail = await orNull(() => database.basketball(competitionId));
    if (!detail || detail.standings.length === 0) return null;
    const rows = detail.standings
      .flatMap((g) => g.rows)
      .sort((a, b) => b.winRate - a.winRate || b.won - a.won)
      .map((r, index) => ({
        rank: index + 1,
        teamId: r.team.id,
        team: r.team.name,
        played: r.played,
        won: r.won,
        drawn: 0,
        lost: r.lost,
        points: percent(r.winRate),
      }));
    return { competition: detail.competition.name, season: '本赛季', generated: true, rows };
  }

  const table = (competition: Pick<NamedThing, 'id' | 'sport'>) =>
    competition.sport === 'football' ? footballTable(competition.id) : basketballTable(competition.id);

  async function footballTeam(team: NamedThing): Promise<TeamProfile | null> {
    const detail = await orNull(() => database.team(team.id, undefined));
    if (!detail) return null;
    const s = detail.standing;
    return {
      name: detail.team.name,
      nameFull: detail.team.nameFull,
      sport: 'football',
      city: detail.team.city,
      country: detail.team.country,
      stadium: detail.team.stadium,
      competition: detail.competition.name,
      season: detail.competition.season,
      generated: false,
      place: s && {
        rank: s.rank,
        teamId: team.id,
        team: s.team.name,
        played: s.played,
        won: s.won,
        drawn: s.drawn,
        lost: s.lost,
        points: s.points,
      },
      form: s?.form ?? [],
      goalsPerMatch: detail.stats && { for: detail.stats.goalsFor, against: detail.stats.goalsAgainst },
    };
  }

  async function basketballTeam(team: NamedThing): Promise<TeamProfile | null> {
    const detail = await orNull(() => database.basketballTeam(team.id));
    if (!detail) return null;
    const standings = await basketballTable(detail.competition.id);
    return {
      name: detail.team.name,
      nameFull: detail.team.nameFull,
      sport: 'basketball',
      city: detail.team.city,
      country: null,
      stadium: null,
      competition: detail.competition.name,
      season: '本赛季',
      generated: true,
      place: standings?.rows.find((r) => r.teamId === team.id) ?? null,
      form: detail.record.form,
      goalsPerMatch: null,
    };
  }

  async function footballPlayer(player: NamedThing): Promise<PlayerProfile | null> {
    const detail = await orNull(() => database.player(player.id));
    if (!detail) return null;
    const p = detail.player;
    return {
      playerId: p.id,
      sport: 'football',
      name: p.name,
      team: p.team?.name ?? null,
      role: p.role,
      age: p.age,
      height: p.height,
      nationality: p.nationality,
      seasons: detail.seasons.map((s) => ({
        competition: s.competition.name,
        season: s.season,
        team: s.team.name,
        appearances: s.stats.appearances,
        goals: s.stats.goals,
        minutes: s.stats.minutes,
      })),
      raptor: null,
    };
  }

  async function basketballPlayer(player: NamedThing): Promise<PlayerProfile | null> {
    const detail = await orNull(() => database.basketballPlayer(player.id));
    if (!detail) return null;
    const main = [...detail.teams].sort((a, b) => b.minutes - a.minutes)[0];
    return {
      playerId: detail.player.id,
      sport: 'basketball',
      name: detail.player.name,
      team: detail.teams.at(-1)?.team.name ?? null,
      role: null,
      age: null,
      height: null,
      nationality: null,
      seasons: [],
      raptor: main
        ? {
            season: detail.ratingsSeason,
            team: main.team.name,
            minutes: main.minutes,
            offense: main.raptorOffense,
            defense: main.raptorDefense,
          }
        : null,
    };
  }

  return {
    table,
    team: (team: NamedThing) => (team.sport === 'football' ? footballTeam(team) : basketballTeam(team)),
    player: (player: NamedThing) => (player.sport === 'football' ? footballPlayer(player) : basketballPlayer(player)),

    async scorers(competitionId: number, limit: number): Promise<Scorer[] | null> {
      const detail = await orNull(() => database.competition(competitionId, undefined));
      const goals = detail?.rankings.find((r) => r.kind === 'goals');
      if (!goals) return null;
      return goals.rows.slice(0, limit).map((r) => ({
        rank: r.rank,
        player: r.player.name,
        playerId: r.player.id,
        team: r.team.name,
        goals: r.value,
        appearances: r.appearances,
      }));
    },
  };
}

export type ReferenceFacts = ReturnType<typeof createReferenceFacts>;

export function standingsCard(table: Table, rows: readonly TableRow[]): AiCard {
  return {
    kind: 'standings',
    competition: table.competition,
    season: table.season,
    generated: table.generated,
    rows: rows.map(({ rank, team, played, won, lost, points }) => ({ rank, team, played, won, lost, points })),
  };
}

export function playerCard(profile: PlayerProfile): AiCard {
  return {
    kind: 'player',
    playerId: profile.playerId,
    sport: profile.sport,
    name: profile.name,
    team: profile.team,
    line: playerLine(profile),
  };
}

export function playerLine(profile: PlayerProfile): string {
  if (profile.raptor) {
    const r = profile.raptor;
    return `${r.season} ${r.team} · 出场 ${r.minutes} 分钟 · RAPTOR 进攻 ${r.offense.toFixed(1)} / 防守 ${r.defense.toFixed(1)}`;
  }
  const best = [...profile.seasons].sort((a, b) => b.minutes - a.minutes)[0];
  if (!best) return profile.team ?? '';
  return `${best.competition} ${best.season} · ${best.team} · ${best.appearances} 场 ${best.goals} 球`;
}
