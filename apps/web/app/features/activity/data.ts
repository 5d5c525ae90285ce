import type {
  activityMe,
  activityRulePage,
  DrawRecord,
  GuessCard,
  GuessRecord,
  OperateConfig,
  RankBoard,
  ShippingAddress,
  wheelOverview,
} from '@kanqiu/contract';
import type { z } from 'zod';

export type ActivityMe = z.infer<typeof activityMe>;
export type WheelOverview = z.infer<typeof wheelOverview>;
export type RulePage = z.infer<typeof activityRulePage>;
export type { DrawRecord, GuessCard, GuessRecord, OperateConfig, RankBoard, ShippingAddress };

export type HomeData = {
  config: OperateConfig | null;
  me: ActivityMe | null;
  cards: GuessCard[];
  error: string | null;
};
export type RegData = { config: OperateConfig | null; me: ActivityMe };
export type LotteryData = { wheel: WheelOverview | null; signedIn: boolean; error: string | null };
export type RankData = { board: RankBoard | null; error: string | null };
export type HistoryTab = 'guess' | 'draw';
export type HistoryData = {
  tab: HistoryTab;
  page: number;
  next: boolean;
  guesses: GuessRecord[];
  draws: DrawRecord[];
  error: string | null;
};
export type AddressData = { addresses: ShippingAddress[]; claim: DrawRecord | null; error: string | null };
export type RuleData = { rules: RulePage | null; error: string | null };

/** What every activity action answers: a message to toast, and what changed for the screen that asked. */
export type ActivityActionResult =
  | { ok: true; intent: string; msg: string; draw?: DrawRecord; seed?: string }
  | { ok: false; intent: string; msg: string; code: number };

function randomHex(byteCount: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(byteCount));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A fresh id per tap, so a retried request is never charged twice. */
export const newRequestId = (): string => randomHex(16);

/** A client seed made on the phone, for a fan who wants a random one of their own. */
export const newClientSeed = (): string => randomHex(8);

/** Points read as whole numbers with thousands separators. */
export const pointsText = (points: number): string => points.toLocaleString('zh-CN');
