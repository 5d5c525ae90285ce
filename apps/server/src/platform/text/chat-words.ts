import { createWordFilter } from './fold-text';

/**
 * Words chat may not carry (private messages, groups, and room chat): gambling solicitation, fraud and
 * spam, sex, drugs and weapons, banned groups, and the worst abuse. Matched on folded text like nicknames.
 */
// prettier-ignore
const chatWords = createWordFilter([
  '博彩', '百家乐', '六合彩', '时时彩', '私彩', '彩票代理', '盘口代理', '菠菜网', '跑分',
  '刷单', '代刷', '兼职日结', '外挂', '办证', '代开发票',
  '色情', '裸聊', '约炮', '援交', '卖淫', '黄片',
  '毒品', '冰毒', '海洛因', '枪支', '炸药',
  '法轮', '台独', '藏独', '疆独', '恐怖分子',
  '傻逼', '煞笔', '操你', '草泥马', '狗日', 'fuck',
]);

export function chatTextAllowed(text: string): boolean {
  return !chatWords.matches(text);
}
