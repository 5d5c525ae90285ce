/** 资料库: competitions, teams and players of the real seasons. */
export { DatabaseHomePage } from './home-page';
export { CompetitionPage } from './competition-page';
export { BasketballCompetitionPage } from './basketball-page';
export { BasketballPlayerPage, BasketballTeamPage } from './basketball-team-page';
export { TeamPage } from './team-page';
export { PlayerPage } from './player-page';
export { basketballPlayerPath, basketballTeamPath, playerPath, teamPath } from './links';
export { TeamColorsProvider } from './team-colors';
export { StandingsHead, StandingsRecord } from './parts';
