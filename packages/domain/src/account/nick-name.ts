export const nickNameLength = { min: 2, max: 16 } as const;

/** Letters (any script), digits, underscore and hyphen; no spaces or symbols. */
const nickNamePattern = /^[\p{L}\p{N}_-]+$/u;

export type NickNameProblem = 'length' | 'characters';

/** Length counts characters as people see them (a Chinese character counts once). */
export function nickNameProblem(nickName: string): NickNameProblem | null {
  const length = [...nickName].length;
  if (length < nickNameLength.min || length > nickNameLength.max) return 'length';
  if (!nickNamePattern.test(nickName)) return 'characters';
  return null;
}

export const passwordLength = { min: 6, max: 20 } as const;

/** A password needs 6–20 characters with at least one letter and one digit. */
export function isAcceptablePassword(password: string): boolean {
  if (password.length < passwordLength.min || password.length > passwordLength.max) return false;
  return /[A-Za-z]/.test(password) && /\d/.test(password);
}
