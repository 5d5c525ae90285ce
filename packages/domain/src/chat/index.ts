export * from './chat-rules';
