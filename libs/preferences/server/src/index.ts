export { preferencesRoutes } from './routes.ts';
export { columnSettings, type SavedColumn } from './schema.ts';
export { columnSetupSaveSchema, columnSetupSchema, type ColumnSetup, type ColumnSetupSave } from './wire.ts';
