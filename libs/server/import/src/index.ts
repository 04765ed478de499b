export { defineImport, importError, importFieldIssues, KEY_SHEET } from './define-import.ts';
export { cellText } from './cells.ts';
export type {
  ImportColumn,
  ImportError,
  ImportResult,
  ImportRow,
  Importer,
  ImportDefinition,
  RowCheck,
} from './types.ts';
