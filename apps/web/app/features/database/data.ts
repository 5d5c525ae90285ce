import type {
  BasketballCompetitionDetail,
  BasketballPlayerDetail,
  BasketballTeamDetail,
  CompetitionDetail,
  CompetitionSummary,
  PlayerDetail,
  TeamDetail,
} from '@kanqiu/contract';
import type { CompetitionGroupKey } from '@kanqiu/domain';
import type { z } from 'zod';
import type { searchResult } from '@kanqiu/contract';

export type DatabaseSport = 'football' | 'basketball';

export type DatabaseHomeData = {
  sport: DatabaseSport;
  keyword: string;
  groups: { key: CompetitionGroupKey; competitions: CompetitionSummary[] }[];
  results: z.infer<typeof searchResult> | null;
  error: string | null;
};

export type CompetitionPageData = { detail: CompetitionDetail };
export type TeamPageData = { detail: TeamDetail };
export type PlayerPageData = { detail: PlayerDetail };
export type BasketballPageData = { detail: BasketballCompetitionDetail };
export type BasketballTeamPageData = { detail: BasketballTeamDetail };
export type BasketballPlayerPageData = { detail: BasketballPlayerDetail };
