import type { MatchRow } from '../../platform/db/match-rows';

/** A team's badge colours as the API gives them: [primary, secondary], or null when either is unknown. */
function teamColors(primary: string | null, secondary: string | null): [string, string] | null {
  return primary !== null && secondary !== null ? [primary, secondary] : null;
}

type ColourColumns<Side extends 'home' | 'away'> = Record<
  `${Side}_primary_color` | `${Side}_secondary_color`,
  string | null
>;

type SideColumns<Side extends 'home' | 'away'> = Record<`${Side}_team_id`, number> &
  Record<`${Side}_name` | `${Side}_full_name`, string> &
  ColourColumns<Side>;

/** Both teams' badge colours of a list row (match-rows). */
export function rowColors(row: ColourColumns<'home'> & ColourColumns<'away'>) {
  return {
    homeColors: teamColors(row.home_primary_color, row.home_secondary_color),
    awayColors: teamColors(row.away_primary_color, row.away_secondary_color),
  };
}

/** What every sport's list item shows of a row's competition and teams: names, ids and badge colours. */
export function rowNames(row: MatchRow) {
  return {
    leagueName: row.league_name,
    leagueColor: row.league_color,
    round: row.round,
    source: row.source,
    homeId: row.home_team_id,
    homeName: row.home_name,
    awayId: row.away_team_id,
    awayName: row.away_name,
    ...rowColors(row),
  };
}

/** The two teams of a detail header, from a match row joined to its teams (named-matches). */
export function headerTeams(match: SideColumns<'home'> & SideColumns<'away'>) {
  return {
    home: {
      id: match.home_team_id,
      name: match.home_name,
      fullName: match.home_full_name,
      colors: teamColors(match.home_primary_color, match.home_secondary_color),
    },
    away: {
      id: match.away_team_id,
      name: match.away_name,
      fullName: match.away_full_name,
      colors: teamColors(match.away_primary_color, match.away_secondary_color),
    },
  };
}
