/**
 * The envelope code catalogue: every `code` the API can answer with.
 * Business failures travel with HTTP 200; only malformed requests and faults use 4xx/5xx.
 * Each module has its own thousand, clear of the IM socket codes (10000–10099): accounts 11xxx, wallet 12xxx,
 * feed push 13xxx, rooms 14xxx, messages (IM) 15000–15099.
 * feed push 13xxx, rooms 14xxx, news and community 16xxx, experts and tips 17000–17029.
 * feed push 13xxx, rooms 14xxx, news and community 16xxx, activity 19001–19029.
 * 青少年模式 and the money rules of a live platform 21xxx.
 */
export const Code = {
  ok: 200,
  validationFailed: 400,
  noToken: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  rateLimited: 429,
  internalError: 500,
  notReady: 503,
  videoUnavailable: 20001,

  phoneAlreadyRegistered: 11001,
  phoneNotRegistered: 11002,
  wrongCredentials: 11003,
  smsCodeInvalid: 11004,
  passwordIvInvalid: 11005,
  passwordUndecryptable: 11006,
  passwordTooWeak: 11007,
  oldPasswordWrong: 11008,
  nickNameInvalid: 11009,
  nickNameSensitive: 11010,
  nickNameTaken: 11011,
  idNumberInvalid: 11012,
  alreadyCertified: 11013,
  uploadTypeRejected: 11014,
  uploadTooLarge: 11015,
  smsTooFrequent: 11016,
  smsDailyLimit: 11017,
  smsSendFailed: 11018,

  insufficientBalance: 12001,
  rechargeUnavailable: 12002,
  idempotencyKeyReused: 12003,
  paymentUnavailable: 12004,
  wechatAuthRequired: 12005,

  feedUnknownReference: 13001,

  realNameRequired: 14001,

  nobleDowngrade: 14030,
  giftToOwnRoom: 14031,
  chatMuted: 14010,
  chatTooFast: 14011,
  chatTextSensitive: 14012,
  chatTextInvalid: 14013,
  chatBanned: 14040,
  imNotFriends: 15001,
  imBlocked: 15002,
  imMuted: 15003,
  imNotMember: 15004,
  imRoleForbidden: 15005,
  imOwnerMustTransfer: 15006,
  imRecallExpired: 15007,
  imGroupFull: 15008,
  imSensitiveText: 15009,
  imSelfTarget: 15010,
  imSuspended: 15100,
  reportNotFound: 15101,
  articleNotFound: 16001,
  contentSensitive: 16002,
  postNotFound: 16011,
  postHidden: 16012,
  answerNotAcceptable: 16013,
  communityBanned: 16150,
  postImageUnknown: 16151,
  postTagUnknown: 16152,
  predictionNotFound: 18021,
  aiConversationNotFound: 18001,
  expertNotFound: 17001,
  tipNotFound: 17002,
  tipAfterKickoff: 17003,
  tipPickNotOfMarket: 17004,
  tipNoOdds: 17005,
  tipPriceLocked: 17006,
  tipOwnPurchase: 17007,
  tipFree: 17008,
  tipSalesClosed: 17009,
  tipDuplicate: 17010,
  followSelf: 17011,
  tipRealNameRequired: 17012,
  guessClosed: 19001,
  guessUnpriced: 19002,
  guessLimitReached: 19003,
  pointsInsufficient: 19004,
  pointsOnly: 19005,
  prizeNotClaimable: 19010,
  prizeNotShippable: 19011,
  addressLimitReached: 19020,
  regionInvalid: 19021,
  addressNotFound: 19022,

  minorCurfew: 21001,
  minorTimeLimit: 21002,
  minorPasswordWrong: 21003,
  minorPasswordInvalid: 21004,
  minorModeOff: 21005,
  minorPasswordLocked: 21006,
  minorRecharge: 21010,
  minorGift: 21011,
  minorNoble: 21012,
  minorTipPurchase: 21013,
  minorGuess: 21014,
  minorWheel: 21015,
  minorStrangerMessage: 21016,
  minorBroadcast: 21017,
  minorUnsuitable: 21018,
  adultRequired: 21030,
  spendOverGiftLimit: 21031,
  spendOverDayLimit: 21032,
  spendOverMonthLimit: 21033,
  spendNeedsConfirmation: 21034,
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

const codeNameByValue = new Map<number, CodeName>((Object.keys(Code) as CodeName[]).map((name) => [Code[name], name]));

export function codeName(value: number): CodeName | undefined {
  return codeNameByValue.get(value);
}

export function isSuccessCode(value: number): boolean {
  return value === Code.ok;
}

/** The client logs the user out on this code (spec §4, §8). */
export function isNoTokenCode(value: number): boolean {
  return value === Code.noToken;
}
