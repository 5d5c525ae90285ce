/** The 资料库's addresses (features/database), for every screen whose team and competition names lead there. */
export const teamPath = (id: number, competition?: number) =>
  `/database/team/zq?id=${id}${competition === undefined ? '' : `&competition=${competition}`}`;
export const playerPath = (id: number) => `/database/player/zq?id=${id}`;
export const basketballTeamPath = (id: number) => `/database/team/lq?id=${id}`;
export const basketballPlayerPath = (id: number) => `/database/player/lq?id=${id}`;
export const competitionPath = (id: number, season?: string) =>
  `/database/detail?id=${id}${season === undefined ? '' : `&season=${encodeURIComponent(season)}`}`;
export const basketballCompetitionPath = (id: number) => `/database/detail/lq?id=${id}`;
