/** Every basketball route, as OpenAPI writes its path. */
export const basketballRoutes = [
  ['GET', '/live/basketball/match'],
  ['GET', '/live/basketball/filter'],
  ['GET', '/live/basket/match/detail/{id}'],
  ['GET', '/live/basket/match/analysis/{id}'],
  ['GET', '/live/basket/zhi/index/{id}'],
  ['GET', '/live/basket/zhi/history/{id}'],
  ['GET', '/live/basket/zhi/company'],
] as const;
