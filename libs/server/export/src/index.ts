export {
  registerExport,
  exportSource,
  exportSourceKeys,
  type ExportSource,
  type ExportPage,
  type ExportCell,
} from './registry.ts';
export { codeLabel } from './labels.ts';
export { writeXlsx, type SheetColumn } from './xlsx.ts';
export {
  ExportService,
  IMMEDIATE_LIMIT,
  EXPORT_JOB,
  EXPORT_MAIL_JOB,
  EXPORT_CLEANUP_JOB,
  KEEP_DAYS,
  LISTED_AFTER_EXPIRY_DAYS,
  type ExportCleanup,
} from './service.ts';
export { installExports, EXPORT_CLEANUP_CRON } from './fastify.ts';
export { exportRoutes } from './routes.ts';
