import type { Currency, LedgerReason } from '@kanqiu/domain';
import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../platform/db/tables';

/** One idempotent ledger request (credit, debit or transfer): `fingerprint` is its content, to tell a replay from a conflict. */
export interface WalletOperationsTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  fingerprint: string;
  created_at: Timestamp;
}

/** Append-only: `amount` is signed (+ credit, − debit); `balance_after` is the balance once it applied. */
export interface WalletEntriesTable {
  id: Generated<number>;
  operation_id: number;
  user_id: number;
  currency: Currency;
  amount: number;
  balance_after: number;
  reason: LedgerReason;
  reference: string | null;
  counterparty_id: number | null;
  sandbox: Flag;
  idempotency_key: string;
  created_at: Timestamp;
}

/** The cached sum of a user's entries in one currency, never below zero (a check constraint too). */
export interface WalletBalancesTable {
  user_id: number;
  currency: Currency;
  amount: number;
}

export type RechargeOrderState = 'created' | 'paid' | 'closed' | 'refunding' | 'refunded';

/** A 充值 paid through a provider (WeChat Pay, Alipay); amounts in 分, `order_no` is the provider's out_trade_no. */
export interface RechargeOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  request_id: string;
  provider: string;
  package_id: string;
  amount_fen: number;
  currency: string;
  coins: number;
  state: RechargeOrderState;
  pay_url: string | null;
  provider_trade_no: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  closed_at: Timestamp | null;
}

/** A fan's openid in the 公众号 of JSAPI 支付, from WeChat's 网页授权. */
export interface WechatOpenidsTable {
  user_id: number;
  app_id: string;
  openid: string;
  updated_at: Timestamp;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    wallet_operations: WalletOperationsTable;
    wallet_entries: WalletEntriesTable;
    wallet_balances: WalletBalancesTable;
    recharge_orders: RechargeOrdersTable;
    wechat_openids: WechatOpenidsTable;
  }
}
