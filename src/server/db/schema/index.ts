// Every table of the app, gathered for Drizzle's relational queries and drizzle-kit.
export * from './app-secrets';
export * from './audit-logs';
export * from './backups';
export * from './calendar';
export * from './care';
export * from './care-plans';
export * from './community';
export * from './leads';
export * from './payments';
export * from './rate-limits';
export * from './security-events';
export * from './sign-in-factors';
export * from './site-settings';
export * from './tasks';
export * from './two-factor-challenges';
export * from './user-sessions';
export * from './users';
