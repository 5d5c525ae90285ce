/** 礼物 and 贵族: the gift panel and banners of a room, its 贡献榜, the noble page. */
export { GiftPanel } from './gift-panel';
export { GiftBanner } from './gift-banner';
export { GiftRankingList } from './gift-ranking';
export { NobleBadge } from './noble-badge';
export { NoblePage, type NoblePageData } from './noble-page';
export { RechargeResultPage, type RechargeResultData } from './recharge-result';
export { useGiftBanners } from './use-gift-banners';
export type { RoomGiftsData, GiftEvent } from './data';
