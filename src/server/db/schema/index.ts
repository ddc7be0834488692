export * from './accounts';
export * from './booking';
export * from './calendar';
export * from './platform';
export * from './reminders';
