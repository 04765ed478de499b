export * from './import-dialog.tsx';
