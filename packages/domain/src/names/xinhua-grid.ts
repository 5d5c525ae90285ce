// The syllable grid shared by the Xinhua 译音表: the tables of the languages differ in how letters are read,
// far less in which character writes a sound, so each language reads its spelling into these sounds and
// overrides the few cells where its own table chooses another character.

/** A consonant sound that can open a syllable or stand as a final. */
export type Onset =
  | ''
  | 'b'
  | 'p'
  | 'd'
  | 't'
  | 'g'
  | 'k'
  | 'f'
  | 'v'
  | 'w'
  | 's'
  | 'z'
  | 'sh'
  | 'zh'
  | 'ch'
  | 'j'
  | 'ts'
  | 'm'
  | 'n'
  | 'l'
  | 'r'
  | 'h'
  | 'y'
  | 'ny'
  | 'ly'
  | 'kw'
  | 'gw'
  | 'ç'
  | 'ng';

/** The vowel of a syllable, with its nasal coda when it has one; ə is the unstressed (or ö, eu) vowel. */
export type Rime = 'a' | 'e' | 'i' | 'o' | 'u' | 'ü' | 'ə' | 'ai' | 'ao' | 'an' | 'en' | 'in' | 'on' | 'un' | 'ie';

export type Grid = Partial<Record<Onset, Partial<Record<Rime, string>>>>;

const row = (cells: string): Partial<Record<Rime, string>> => {
  const rimes: readonly Rime[] = ['a', 'e', 'i', 'o', 'u', 'ü', 'ə', 'ai', 'ao', 'an', 'en', 'in', 'on', 'un', 'ie'];
  const chars = cells.split(' ');
  return Object.fromEntries(
    rimes.flatMap((rime, index) => (chars[index] && chars[index] !== '-' ? [[rime, chars[index]]] : [])),
  );
};

// Columns: a e i o u ü ə ai ao an en in on un ie ('-' where the table composes the syllable from two).
// prettier-ignore
export const xinhuaGrid: Grid = {
  '': row('阿 埃 伊 奥 乌 于 厄 艾 奥 安 恩 因 翁 温 耶'),
  b: row('巴 贝 比 博 布 比 伯 拜 鲍 班 本 宾 邦 本 别'),
  p: row('帕 佩 皮 波 普 皮 珀 派 保 潘 彭 平 蓬 蓬 -'),
  d: row('达 德 迪 多 杜 迪 德 代 道 丹 登 丁 东 敦 迭'),
  t: row('塔 特 蒂 托 图 蒂 特 泰 陶 坦 滕 廷 通 顿 铁'),
  g: row('加 盖 吉 戈 古 居 格 盖 高 甘 根 金 贡 贡 -'),
  k: row('卡 凯 基 科 库 屈 克 凯 考 坎 肯 金 孔 昆 -'),
  f: row('法 费 菲 福 富 菲 弗 法伊 福 范 芬 芬 丰 丰 -'),
  v: row('瓦 韦 维 沃 武 维 弗 瓦伊 沃 万 文 文 翁 文 -'),
  w: row('瓦 韦 威 沃 伍 维 沃 怀 沃 万 温 温 翁 文 -'),
  s: row('萨 塞 西 索 苏 叙 瑟 赛 绍 桑 森 辛 松 孙 谢'),
  z: row('扎 泽 齐 佐 祖 聚 泽 扎伊 藻 赞 曾 津 宗 尊 -'),
  sh: row('沙 谢 希 肖 舒 许 舍 沙伊 绍 尚 申 欣 雄 顺 谢'),
  zh: row('扎 热 日 若 茹 朱 热 - - 让 让 - 容 - 热'),
  ch: row('查 切 奇 乔 丘 丘 切 柴 乔 钱 琴 钦 琼 春 切'),
  j: row('贾 杰 吉 乔 朱 朱 杰 - 乔 詹 詹 金 琼 琼 杰'),
  ts: row('察 策 齐 措 楚 聚 策 蔡 曹 灿 岑 钦 聪 村 -'),
  m: row('马 梅 米 莫 穆 米 默 迈 毛 曼 门 明 蒙 蒙 -'),
  n: row('纳 内 尼 诺 努 纽 纳 奈 瑙 南 嫩 宁 农 农 涅'),
  l: row('拉 莱 利 洛 卢 吕 勒 莱 劳 兰 伦 林 隆 伦 列'),
  r: row('拉 雷 里 罗 鲁 吕 勒 赖 劳 兰 伦 林 龙 伦 列'),
  h: row('哈 赫 希 霍 胡 许 赫 海 豪 汉 亨 欣 洪 洪 -'),
  y: row('亚 耶 伊 约 尤 于 耶 - 尧 扬 延 因 永 云 耶'),
  ny: row('尼亚 涅 尼 尼奥 纽 纽 涅 - - 尼安 - - 尼翁 - 涅'),
  ly: row('利亚 列 利 略 柳 - 列 - - 利安 - - - - 列'),
  kw: row('夸 奎 奎 科 - - - 夸伊 - 宽 昆 昆 - - -'),
  gw: row('瓜 圭 圭 戈 - - - 瓜伊 - 关 关 - - - -'),
  ç: row('- 歇 希 - - - 歇 - - - - - - - -'),
};

/** A nasal -ng takes the characters of -n, except after a. */
// prettier-ignore
export const velarNasals: Grid = {
  b: { an: '邦' }, p: { an: '庞' }, d: { an: '当' }, t: { an: '唐' }, g: { an: '冈' }, k: { an: '康' },
  f: { an: '方' }, v: { an: '旺' }, w: { an: '旺' }, s: { an: '桑' }, z: { an: '藏' }, m: { an: '芒' },
  n: { an: '南' }, l: { an: '朗' }, r: { an: '朗' }, h: { an: '杭' }, y: { an: '扬' }, sh: { an: '尚' },
  zh: { an: '让' }, ch: { an: '昌' }, j: { an: '章' }, '': { an: '昂' },
};

/** A consonant before another consonant, where it differs from one at the end (弗兰茨 but 贡多夫). */
export const clusterFinals: Partial<Record<Onset, string>> = { f: '弗', v: '弗' };

/** A consonant with no vowel after it. */
// prettier-ignore
export const xinhuaFinals: Partial<Record<Onset, string>> = {
  b: '布', p: '普', d: '德', t: '特', g: '格', k: '克', f: '夫', v: '夫', w: '夫', s: '斯', z: '兹',
  sh: '什', zh: '日', ch: '奇', j: '奇', ts: '茨', m: '姆', n: '恩', ng: '恩', l: '尔', r: '尔', h: '赫',
  y: '伊', ny: '尼', ly: '利', kw: '克', gw: '格', ç: '希',
};
