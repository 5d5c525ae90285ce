/**
 * News columns (资讯栏目, spec §2 and §7 `GET /inform/column/getColumnByType`): 1002 头条 first, then by sport
 * and by league. A column shows the articles of its competitions (头条: every article).
 */
export const NEWS_COLUMN_TYPE = 1;

export const HEADLINES_COLUMN_ID = 1002;
/** 视频: the live rooms' recorded replays, not articles. */
export const VIDEO_COLUMN_ID = 1013;

export type NewsSport = 'football' | 'basketball';

export type NewsColumn = {
  id: number;
  name: string;
  /** null: every article. */
  sport: NewsSport | null;
  /** Competition ids (the `li` of the lists); null: every competition of the sport. */
  competitionIds: readonly number[] | null;
  /** The column lists videos (the rooms' replays) instead of articles. */
  videos?: true;
};

export const newsColumns: readonly NewsColumn[] = [
  { id: HEADLINES_COLUMN_ID, name: '头条', sport: null, competitionIds: null },
  { id: 1003, name: '足球', sport: 'football', competitionIds: null },
  { id: 1004, name: '篮球', sport: 'basketball', competitionIds: null },
  { id: 1005, name: '英超', sport: 'football', competitionIds: [1] },
  { id: 1006, name: '西甲', sport: 'football', competitionIds: [2] },
  { id: 1007, name: '意甲', sport: 'football', competitionIds: [3] },
  { id: 1008, name: '德甲', sport: 'football', competitionIds: [4] },
  { id: 1009, name: '法甲', sport: 'football', competitionIds: [5] },
  { id: 1010, name: '中超', sport: 'football', competitionIds: [8] },
  { id: 1011, name: 'NBA', sport: 'basketball', competitionIds: [101] },
  { id: 1012, name: 'CBA', sport: 'basketball', competitionIds: [102] },
  { id: VIDEO_COLUMN_ID, name: '视频', sport: null, competitionIds: null, videos: true },
];

/** The columns an article is filed under (every one but 视频). */
export const articleColumns = newsColumns.filter((column) => !column.videos);

export function newsColumn(id: number): NewsColumn | undefined {
  return newsColumns.find((column) => column.id === id);
}

/** The league column an article of a competition belongs to, else its sport's column. */
export function homeColumnOf(sport: NewsSport, competitionId: number): NewsColumn {
  return (
    articleColumns.find((column) => column.competitionIds?.includes(competitionId)) ??
    articleColumns.find((column) => column.sport === sport && column.competitionIds === null)!
  );
}

/**
 * Article kinds: 前瞻 before kick-off, 战报 after full time (football), 战报 recap (basketball), 综述 a league's round,
 * 编辑 by an operator, 回放 a live room's recorded replay (the 视频 column).
 */
export const ArticleKind = {
  preview: 'preview',
  report: 'report',
  recap: 'recap',
  roundup: 'roundup',
  editorial: 'editorial',
  video: 'video',
} as const;
export type ArticleKindName = (typeof ArticleKind)[keyof typeof ArticleKind];

export const articleKindLabel: Record<ArticleKindName, string> = {
  preview: '前瞻',
  report: '战报',
  recap: '战报',
  roundup: '综述',
  editorial: '编辑',
  video: '回放',
};
