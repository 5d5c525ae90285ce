import { SHANGHAI_UTC_OFFSET_MS } from '@kanqiu/domain';

/**
 * Dates on screen are Shanghai dates (ARCHITECTURE §7), computed the same on the server and in
 * the browser whatever their time zones, so hydration never disagrees.
 */
export function shanghaiDate(epochSec: number): string {
  return new Date(epochSec * 1000 + SHANGHAI_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

export function shanghaiDateTime(epochSec: number): string {
  const iso = new Date(epochSec * 1000 + SHANGHAI_UTC_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}
