export * from './match-panel.tsx';
export * from './invoice-facts.tsx';
export * from './invoice-columns.tsx';
export * from './types.ts';
