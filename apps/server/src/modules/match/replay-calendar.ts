/** One fixture of the replay's calendar: a real match on today's dates, whether or not the matches table holds it yet. */
export type CalendarFixture = {
  /** The provider match id the feed stores it under once it enters its window. */
  readonly providerMatchId: string;
  readonly competitionId: number;
  readonly kickoffAt: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
};

/**
 * The feed's replay calendar, wired in by the composition root: the matches table holds only the feed's
 * window of days, the calendar knows every season's fixtures on today's dates.
 */
export type ReplayCalendar = {
  /** The provider the feed replays the calendar's matches under. */
  readonly provider: string;
  /** A team's next `limit` fixtures kicking off after `after`, in kick-off order. */
  fixturesOf(teamId: number, after: number, limit: number): readonly CalendarFixture[];
};
