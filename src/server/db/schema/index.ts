export * from './accounts';
export * from './booking';
export * from './platform';
