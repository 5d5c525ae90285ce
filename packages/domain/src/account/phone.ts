/** Mainland China mobile numbers: 11 digits starting with 1 and a 3–9 second digit. */
export const phonePattern = /^1[3-9]\d{9}$/;

export function isValidPhone(phone: string): boolean {
  return phonePattern.test(phone);
}

/** 13812345678 → 138****5678 */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
