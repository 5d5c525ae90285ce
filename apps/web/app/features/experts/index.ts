/** 专家方案: the tips home, a tip, rankings, matches with tips, an expert's page, my tips and follows. */
export { ProposalHomePage } from './proposal-home-page';
export { TipDetailPage } from './tip-detail-page';
export { RankPage } from './rank-page';
export { MatchListPage } from './match-list-page';
export { AuthorPage } from './author-page';
export { MyTipsPage } from './my-tips-page';
export { AttentionPage } from './attention-page';
