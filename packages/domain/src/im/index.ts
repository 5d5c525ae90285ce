export * from './message-codes';
export * from './group-roles';
export * from './socket-machine';
export * from './emoji-text';
export * from './notice-groups';
