/** Every wallet route, shared by the fuzz and the docs checks. */
export const walletRoutePaths = [
  ['GET', '/user/wallet'],
  ['GET', '/user/wallet/entries'],
  ['GET', '/user/wallet/recharge/packages'],
  ['POST', '/user/wallet/recharge'],
  ['GET', '/user/wallet/recharge/order/{orderNo}'],
  ['POST', '/user/wallet/sign-in'],
] as const;
