export * from './receiving-keys.ts';
export * from './use-receiving.ts';
