export * from './ledger';
export * from './recharge';
export * from './sign-in';
