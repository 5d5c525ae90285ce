export * from './motion';
export * from './moment';
export * from './football';
export * from './basketball';
