export * from './method-label.ts';
