export * from './column-setup-adapter.ts';
