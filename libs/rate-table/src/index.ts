export * from './cached-rate-table';
export * from './rate-table';
