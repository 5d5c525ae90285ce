import { createWordFilter } from '../../platform/text/fold-text';
import { forbiddenWords } from '../../platform/text/sensitive-words';

/**
 * Words a nickname may not contain: impersonation of staff or the brand, and every word no fan may write
 * (platform/text/sensitive-words.ts). Matched on folded text (see foldForMatching), so "Ad_min", "客 服",
 * "ａｄｍｉｎ", Cyrillic "аdmin" and "管理員" are caught too.
 */
// prettier-ignore
const sensitiveWords = createWordFilter([
  // staff and brand impersonation
  '管理员', '超管', '版主', '官方', '客服', '系统', '看球', '站长', '运营',
  'admin', 'administrator', 'official', 'kanqiu', 'system', 'moderator', 'support', 'root',
  ...forbiddenWords,
]);

export function containsSensitiveWord(text: string): boolean {
  return sensitiveWords.matches(text);
}
