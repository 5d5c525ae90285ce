export * from './fourth-tab';
