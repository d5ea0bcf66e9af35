// The one schema module drizzle and drizzle-kit load; tables live in files by area.
export * from './schema-identity';
export * from './schema-catalogue';
export * from './schema-engagement';
export * from './schema-booking';
export * from './schema-admin';
export * from './schema-availability';
export * from './schema-search';
export * from './schema-notifications';
export * from './schema-money';
export * from './schema-privacy';
