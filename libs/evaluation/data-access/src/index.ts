export * from './evaluation-keys.ts';
export * from './use-moulds.ts';
