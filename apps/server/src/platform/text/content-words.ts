import { createWordFilter } from './fold-text';

/**
 * Words that posts, comments and chat may not contain: abuse, sex, drugs, gambling solicitation, fraud and
 * banned groups. Narrower than the nickname list (a comment may well say 官方 or 系统), and matched on folded
 * text, so spacing, full-width letters and traditional characters do not get round it.
 */
// prettier-ignore
const blockedWords = createWordFilter([
  // gambling solicitation (the product takes no bets)
  '博彩', '彩票代理', '私彩', '六合彩', '时时彩', '百家乐', '菠菜', '盘口代理', '跑分', '网赌',
  // spam and fraud
  '加微信', '加qq', '刷单', '代刷', '外挂', '发票', '兼职日结',
  // sex
  '色情', '裸聊', '约炮', '援交', '嫖', '卖淫', '黄片', 'av女优',
  // drugs and weapons
  '毒品', '冰毒', '大麻', '海洛因', '枪支', '炸药',
  // banned groups and separatism
  '法轮', '台独', '藏独', '疆独', '恐怖分子',
  // abuse
  '傻逼', '煞笔', '操你', '草泥马', '他妈的', '狗日', '贱人', 'fuck', 'shit',
]);

export function containsBlockedWord(text: string): boolean {
  return blockedWords.matches(text);
}
