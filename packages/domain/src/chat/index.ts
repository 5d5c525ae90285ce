export * from './chat-rules';
export * from './fan-filter';
