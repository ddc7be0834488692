export * from './accounts';
export * from './administration';
export * from './booking';
export * from './calendar';
export * from './gdpr';
export * from './platform';
export * from './reminders';
export * from './support';
