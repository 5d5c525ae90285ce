/** 活动: the campaign, sign-in, guessing, the fair prize wheel, rankings, records, addresses and rules. */
export { ActivityHome } from './activity-home';
export { RegPage } from './reg-page';
export { LotteryPage } from './lottery-page';
export { RankPage } from './rank-page';
export { HistoryPage } from './history-page';
export { AddressPage } from './address-page';
export { RulePage } from './rule-page';
