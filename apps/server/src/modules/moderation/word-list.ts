/**
 * The one list of words no fan may write anywhere (nicknames, room and match chat, private and group messages,
 * posts, comments): gambling (the product takes no bets) and its euphemisms, spam and fraud, sex, drugs and
 * weapons, banned groups and common abuse. Matched on folded text (see foldForMatching), so spacing, full-width,
 * look-alike and traditional spellings are caught too. A scope adds its own words on top (text-policy.ts).
 */
// prettier-ignore
export const forbiddenWords: readonly string[] = [
  // gambling and its euphemisms
  '博彩', '赌', '彩票代理', '私彩', '六合彩', '时时彩', '百家乐', '菠菜', '盘口代理', '下注', '庄家', '跑分',
  // spam and fraud
  '加微信', '加qq', '刷单', '代刷', '外挂', '发票', '办证', '兼职日结',
  // sex
  '色情', '裸聊', '约炮', '援交', '嫖', '卖淫', '黄片', 'av女优',
  // drugs and weapons
  '毒品', '冰毒', '大麻', '海洛因', '枪支', '炸药',
  // banned groups and separatism
  '法轮', '台独', '藏独', '疆独', '恐怖分子',
  // abuse
  '傻逼', '煞笔', '操你', '草泥马', '他妈的', '狗日', '贱人', 'fuck', 'shit',
];

/** Staff and brand impersonation: refused in nicknames only (a comment may well say 官方 or 系统). */
// prettier-ignore
export const brandWords: readonly string[] = [
  '管理员', '超管', '版主', '官方', '客服', '系统', '看球', '站长', '运营',
  'admin', 'administrator', 'official', 'kanqiu', 'system', 'moderator', 'support', 'root',
];
