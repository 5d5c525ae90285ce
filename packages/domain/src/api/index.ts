export * from './codes';
export * from './exception';
