/** Every football and odds route, as OpenAPI writes its path. */
export const footballRoutes = [
  ['GET', '/live/football/v1_1/live'],
  ['GET', '/live/football/match'],
  ['GET', '/live/football/jczq'],
  ['GET', '/live/football/bjdc'],
  ['GET', '/live/football/lottery'],
  ['GET', '/live/football/filter'],
  ['GET', '/live/fb/match/live/navigation/{id}'],
  ['GET', '/live/fb/match/live/textLive/{id}'],
  ['GET', '/live/fb/match/lineup/{id}'],
  ['GET', '/live/fb/match/analysis/history/{id}'],
  ['GET', '/live/fb/match/analysis/table/{id}'],
  ['GET', '/live/fb/match/analysis/future/{id}'],
  ['GET', '/live/odds/{id}'],
  ['GET', '/live/odds/company'],
  ['GET', '/live/odds/history/{id}'],
  ['POST', '/live/match/follow'],
] as const;
