import type { ExpertHead, ExpertRankRow, ExpertSummary, PostSummary, TipItem } from '@kanqiu/contract';
import type { TipMarket } from '@kanqiu/domain';

export type SportFilter = 'football' | 'basketball' | undefined;

export type ProposalHomeData = {
  hot: ExpertRankRow[];
  tips: TipItem[];
  next: boolean;
  page: number;
  sport: SportFilter;
  market: TipMarket | undefined;
  matchId: number | undefined;
  signedIn: boolean;
  error: string | null;
};

export type TipDetailData = { tip: TipItem; signedIn: boolean; coins: number | null };

export type RankData = {
  list: ExpertRankRow[];
  window: 7 | 30;
  sort: 'hitRate' | 'streak' | 'roi';
  attention: boolean;
  signedIn: boolean;
  error: string | null;
};

export type MatchListData = {
  list: {
    id: number;
    sport: 'football' | 'basketball';
    competition: string;
    home: string;
    away: string;
    kickoffAt: number;
    tipCount: number;
  }[];
  sport: SportFilter;
  error: string | null;
};

export type AuthorData = {
  head: ExpertHead;
  tips: TipItem[];
  next: boolean;
  page: number;
  signedIn: boolean;
  /** The expert's 圈子 posts (none for a 模拟专家, who has no account). */
  posts: PostSummary[];
};

export type MyTipsData = { type: 'published' | 'bought'; tips: TipItem[]; next: boolean; page: number };

export type AttentionData = { experts: ExpertSummary[] };

/** What follow and buy answer; a failure keeps the server's message (spec §8). */
export type ExpertsActionResult =
  | { ok: true; intent: 'follow'; follow: 0 | 1 }
  | { ok: true; intent: 'buy'; balance: number; replayed: boolean }
  | { ok: true; intent: 'publish'; code: string }
  | { ok: false; error: string; login?: boolean };

export const tipHref = (code: string) => `/proposal/detail?code=${encodeURIComponent(code)}`;
export const authorHref = (expertId: number) => `/user/authorHome?id=${expertId}`;

/** The resource route every follow and buy posts to (routes/proposal-act.ts). */
export const EXPERTS_ACTION = '/proposal/act';
