export * from './method-label.ts';
export * from './ledger-facts.tsx';
