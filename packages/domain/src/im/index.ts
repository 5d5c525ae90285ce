export * from './message-codes';
export * from './group-roles';
export * from './socket-timing';
export * from './emoji-text';
export * from './notice-groups';
