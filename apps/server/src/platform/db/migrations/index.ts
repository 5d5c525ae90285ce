import { accounts } from './0001_accounts';
import type { Migration } from './migration';
import { sports } from './0002_sports';
import { basketball } from './0003_basketball';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: readonly Migration[] = [accounts, sports, basketball];
