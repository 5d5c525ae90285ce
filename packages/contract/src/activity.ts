import {
  CLIENT_SEED_PATTERN,
  GUESS_MAX_STAKE,
  GUESS_MIN_STAKE,
  guessMarkets,
  guessSelections,
  PRIZE_WEIGHT_TOTAL,
  prizeKinds,
} from '@kanqiu/domain';
import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';
import { currency } from './wallet';

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId 为 8–64 位字母、数字、下划线或减号');
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const day = z.string();

/** GET /tj/operate/config: the activity asks with platform 4 and channelId 4 (spec §9). */
export const operateConfigQuery = z.object({
  platform: z.coerce.number().int().min(0).max(99),
  channelId: z.coerce.number().int().min(0).max(99),
});

export const activityEntry = z.object({ key: z.string(), title: z.string(), path: z.string() });

export const operateConfig = z.object({
  campaign: z.object({ id: z.string(), title: z.string(), subtitle: z.string(), firstDay: day, lastDay: day }),
  entries: z.array(activityEntry),
  /** The operator's switches: a feature turned off is hidden and its routes answer 403. */
  switches: z.object({ signIn: z.boolean(), guess: z.boolean(), lottery: z.boolean(), rank: z.boolean() }),
  limits: z.object({
    signInPoints: z.number().int(),
    streakBonus: z.array(z.number().int()),
    minStake: z.number().int(),
    maxStake: z.number().int(),
    guessesPerMatch: z.number().int(),
    drawCost: z.number().int(),
  }),
});

/** The signed-in fan on /activity: balances, whether joined, the streak and whether today is signed. */
export const activityMe = z.object({
  joined: z.boolean(),
  points: z.number().int(),
  coins: z.number().int(),
  streak: z.number().int(),
  signedToday: z.boolean(),
  today: day,
});

export const signInOutcome = z.object({
  day,
  points: z.number().int(),
  bonus: z.number().int(),
  streak: z.number().int(),
  balance: z.number().int(),
  alreadySignedIn: z.boolean(),
});

const team = z.object({ id: z.number().int(), name: z.string(), color: z.string().nullable() });

export const guessPrice = z.object({
  selection: z.enum(guessSelections),
  name: z.string(),
  odds: z.number(),
  line: z.number().nullable(),
});

export const guessMarketCard = z.object({
  market: z.enum(guessMarkets),
  name: z.string(),
  prices: z.array(guessPrice),
});

/** A guessing card: an upcoming match and the prices offered now. `simulated`: a replayed or generated match. */
export const guessCard = z.object({
  matchId: z.number().int(),
  sport: z.enum(['football', 'basketball']),
  competition: z.string(),
  home: team,
  away: team,
  kickoffAt: z.number().int(),
  simulated: z.boolean(),
  markets: z.array(guessMarketCard),
});
export const guessCards = z.object({ list: z.array(guessCard) });
/** `matchId`: a match opened from elsewhere (its detail page), put first when it can be guessed on. */
export const guessCardsQuery = z.object({ matchId: id.optional() });

const stakeMessage = `每次竞猜投入 ${GUESS_MIN_STAKE}–${GUESS_MAX_STAKE} 积分`;

export const guessBody = z.object({
  matchId: id,
  market: z.enum(guessMarkets),
  selection: z.enum(guessSelections),
  stake: z.coerce.number().int('积分须为整数').min(GUESS_MIN_STAKE, stakeMessage).max(GUESS_MAX_STAKE, stakeMessage),
  requestId,
  /** What pays: points only, and saying so is optional; `coin` is refused with `19005 pointsOnly`. */
  currency: currency.optional(),
});

export const guessRecord = z.object({
  id: z.number().int(),
  matchId: z.number().int(),
  sport: z.enum(['football', 'basketball']),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.number().int(),
  market: z.enum(guessMarkets),
  selection: z.enum(guessSelections),
  pickName: z.string(),
  line: z.number().nullable(),
  odds: z.number(),
  stake: z.number().int(),
  /** null until settled; then the settlement's outcome and the points given back (stake included). */
  outcome: z.enum(['win', 'halfWin', 'push', 'halfLoss', 'loss', 'void']).nullable(),
  outcomeName: z.string().nullable(),
  returned: z.number().int().nullable(),
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export const guessPlaced = z.object({ guess: guessRecord, balance: z.number().int(), replayed: z.boolean() });
export const guessPage = pageOf(guessRecord);

export const prizeRow = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(prizeKinds),
  amount: z.number().int(),
  weight: z.number().int(),
  probability: z.string(),
  /** Left in stock (goods only). */
  stock: z.number().int().nullable(),
});

/** A fan's current round: only the hash of its seed, the fan's client seed, and the nonce the next draw will use. */
export const wheelRound = z.object({
  id: z.number().int(),
  seedHash: z.string(),
  clientSeed: z.string(),
  nextNonce: z.number().int(),
  day,
});

export const wheelOverview = z.object({
  cost: z.number().int(),
  weightTotal: z.number().int(),
  prizes: z.array(prizeRow),
  round: wheelRound.nullable(),
  points: z.number().int().nullable(),
});

export const claimStatus = z.enum(['none', 'unclaimed', 'claimed', 'shipped']);

/** One draw with what it takes to verify it: the seed appears once its round is revealed. */
export const drawRecord = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  roundId: z.number().int(),
  nonce: z.number().int(),
  unit: z.number(),
  slotId: z.string(),
  prizeId: z.string(),
  prizeName: z.string(),
  kind: z.enum(prizeKinds),
  cost: z.number().int(),
  seedHash: z.string(),
  clientSeed: z.string(),
  seed: z.string().nullable(),
  claim: claimStatus,
  addressText: z.string().nullable(),
  trackingNo: z.string().nullable(),
  createdAt: z.number().int(),
});
export const drawBody = z.object({ requestId, currency: guessBody.shape.currency });
export const drawResult = z.object({ draw: drawRecord, balance: z.number().int(), replayed: z.boolean() });
export const drawPage = pageOf(drawRecord);
export const roundRevealed = z.object({ revealed: wheelRound.extend({ seed: z.string() }), next: wheelRound });
export const clientSeedBody = z.object({
  clientSeed: z.string().regex(CLIENT_SEED_PATTERN, 'clientSeed 为 1–32 位字母、数字、下划线或减号'),
});

export const rankPeriod = z.enum(['day', 'week', 'campaign']);
export const rankQuery = z.object({ period: rankPeriod.default('day') });
export const rankRow = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  profit: z.number().int(),
  staked: z.number().int(),
});
export const rankBoard = z.object({
  period: rankPeriod,
  since: day,
  list: z.array(rankRow),
  /** The signed-in fan: their row (rank null when they have no settled guess in the period). */
  me: rankRow.extend({ rank: z.number().int().nullable() }).nullable(),
});

export const historyQuery = pageQuery;

export const addressBody = z.object({
  id: id.optional(),
  name: z.string().trim().min(2, '收货人姓名为 2–20 个字').max(20, '收货人姓名为 2–20 个字'),
  phone: z.string().regex(/^1[3-9]\d{9}$/, '请输入 11 位手机号'),
  areaCode: z.string().regex(/^\d{6}$/, '请选择省、市、区'),
  street: z.string().trim().min(5, '详细地址为 5–120 个字').max(120, '详细地址为 5–120 个字'),
  isDefault: z.coerce.boolean().default(false),
});
export const shippingAddress = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  areaCode: z.string(),
  region: z.string(),
  street: z.string(),
  isDefault: z.boolean(),
});
export const addressList = z.object({ list: z.array(shippingAddress) });
export const addressIdBody = z.object({ id });

export const claimBody = z.object({ drawId: id, addressId: id });
export const shipBody = z.object({
  drawId: id,
  trackingNo: z.string().regex(/^[A-Za-z0-9]{8,30}$/, '快递单号为 8–30 位字母或数字'),
});

/** The operator's prize table: every slot's weight (adding up to 10000) and the stock left of goods. */
export const prizeTableBody = z.object({
  prizes: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9]{1,16}$/),
        weight: z.number().int().min(0).max(PRIZE_WEIGHT_TOTAL),
        stock: z.number().int().min(0).max(1_000_000).nullable(),
      }),
    )
    .min(1)
    .max(16)
    .refine((prizes) => prizes.reduce((sum, p) => sum + p.weight, 0) === PRIZE_WEIGHT_TOTAL, {
      message: `各奖品权重之和须为 ${PRIZE_WEIGHT_TOTAL}`,
    }),
});
export const prizeTable = z.object({ prizes: z.array(prizeRow) });

export const activityRulePage = z.object({
  title: z.string(),
  sections: z.array(z.object({ title: z.string(), items: z.array(z.string()) })),
});

export type GuessCard = z.infer<typeof guessCard>;
export type GuessRecord = z.infer<typeof guessRecord>;
export type DrawRecord = z.infer<typeof drawRecord>;
export type ShippingAddress = z.infer<typeof shippingAddress>;
export type RankBoard = z.infer<typeof rankBoard>;
export type OperateConfig = z.infer<typeof operateConfig>;
