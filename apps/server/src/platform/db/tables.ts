import type { ColumnType, Generated } from 'kysely';

/** Epoch seconds (UTC). */
type Timestamp = number;
type Flag = ColumnType<number, number | undefined, number>;

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
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  category: string;
  content: string;
  contact: string | null;
  ip: string;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  password_ivs: PasswordIvsTable;
  real_names: RealNamesTable;
  feedback: FeedbackTable;
}
