// Every table of the app, gathered for Drizzle's relational queries and drizzle-kit.
export * from './users';
