export * from './statement-columns.tsx';
export * from './statement-document.tsx';
export * from './reconciliation-view.tsx';
