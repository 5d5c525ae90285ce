import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../platform/db/tables';

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  password_hash: string | null;
  nick_name: string;
  portrait: string | null;
  portrait_new: string | null;
  portrait_audit: 'none' | 'pending' | 'approved' | 'rejected';
  theme_color: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: 'register' | 'login' | 'reset';
  code_hash: string;
  ip: string;
  attempts: Flag;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface PasswordIvsTable {
  id: string;
  key: string;
  iv: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RealNamesTable {
  user_id: number;
  real_name_masked: string;
  id_number_masked: string;
  id_number_hash: string;
  certified_at: Timestamp;
  /**
   * YYYY-MM-DD from the ID number (docs/decisions/0064-minor-mode-and-money-rules.md: only adults pay); null for
   * accounts certified before it was kept.
   */
  birth_date?: string | null;
}

/** The tables this module owns, added to the one `Database` by declaration merging. */
declare module '../../platform/db/tables' {
  interface Database {
    users: UsersTable;
    sessions: SessionsTable;
    sms_codes: SmsCodesTable;
    password_ivs: PasswordIvsTable;
    real_names: RealNamesTable;
  }
}
