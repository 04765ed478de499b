export * from './match-panel.tsx';
export * from './invoice-facts.tsx';
export * from './invoice-columns.tsx';
export * from './types.ts';
export * from './request-columns.tsx';
export * from './request-view.tsx';
