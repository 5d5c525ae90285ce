import type { GuessMarket, PrizeKind } from '@kanqiu/domain';
import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../platform/db/tables';

/** A fan who joined the activity, and the sign-in streak: the last Beijing day signed in and its count. */
export interface ActivityMembersTable {
  user_id: number;
  joined_at: Timestamp;
  last_sign_day: string | null;
  streak: Flag;
}

/** A points guess on a match: odds fixed when placed; `outcome` and `returned` once settled. */
export interface ActivityGuessesTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  match_id: number;
  market: GuessMarket;
  selection: 'home' | 'draw' | 'away' | 'over' | 'under';
  line: number | null;
  odds: number;
  stake: number;
  outcome: 'win' | 'halfWin' | 'push' | 'halfLoss' | 'loss' | 'void' | null;
  returned: number | null;
  created_at: Timestamp;
  settled_at: Timestamp | null;
}

/** The wheel's slots (seeded from the domain's table): weights in ten-thousandths, stock left for goods. */
export interface LotteryPrizesTable {
  id: string;
  sort: number;
  name: string;
  kind: PrizeKind;
  amount: number;
  weight: number;
  stock: number | null;
}

/** A fan's round of draws: the seed is secret (only its hash shown) until `revealed_at`. */
export interface LotteryRoundsTable {
  id: Generated<number>;
  user_id: number;
  seed: string;
  seed_hash: string;
  /** The fan's part of the draw message (a random one until they choose). */
  client_seed: string;
  day: string;
  draws: Flag;
  revealed_at: Timestamp | null;
  created_at: Timestamp;
}

/** One draw: the slot the unit landed in, the prize given (the consolation one when sold out), and its shipping. */
export interface LotteryDrawsTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  round_id: number;
  nonce: number;
  unit: number;
  slot_id: string;
  prize_id: string;
  cost: number;
  address_text: string | null;
  tracking_no: string | null;
  claimed_at: Timestamp | null;
  shipped_at: Timestamp | null;
  created_at: Timestamp;
}

/** A shipping address (收货地址): the 省/市/区 as the district's code and its names. */
export interface ActivityAddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  phone: string;
  area_code: string;
  region: string;
  street: string;
  is_default: Flag;
  created_at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    activity_members: ActivityMembersTable;
    activity_guesses: ActivityGuessesTable;
    lottery_prizes: LotteryPrizesTable;
    lottery_rounds: LotteryRoundsTable;
    lottery_draws: LotteryDrawsTable;
    activity_addresses: ActivityAddressesTable;
  }
}
