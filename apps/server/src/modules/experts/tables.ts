import type { SettlementOutcome, TipMarket, TipPick } from '@kanqiu/domain';
import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../platform/db/tables';

/** An expert: a certified user (`user_id`) or a 模拟专家 (`style`, its model); `level` follows its record. */
export interface ExpertsTable {
  id: Generated<number>;
  user_id: number | null;
  style: string | null;
  name: string;
  description: string;
  level: Flag;
  created_at: Timestamp;
}

/** One tip: the line and decimal odds at publication; `outcome` once settled; `retro` a 回溯 tip. */
export interface ExpertTipsTable {
  id: Generated<number>;
  code: string;
  expert_id: number;
  match_id: number;
  market: TipMarket;
  pick: TipPick;
  line: number | null;
  odds: number;
  price: number;
  analysis: string;
  retro: Flag;
  published_at: Timestamp;
  outcome: SettlementOutcome | null;
  settled_at: Timestamp | null;
}

export interface TipPurchasesTable {
  tip_id: number;
  user_id: number;
  price: number;
  refunded: Flag;
  created_at: Timestamp;
}

export interface ExpertFollowsTable {
  user_id: number;
  expert_id: number;
  created_at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    experts: ExpertsTable;
    expert_tips: ExpertTipsTable;
    tip_purchases: TipPurchasesTable;
    expert_follows: ExpertFollowsTable;
  }
}
