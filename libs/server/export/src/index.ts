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
export { ExportService, IMMEDIATE_LIMIT, EXPORT_JOB, EXPORT_MAIL_JOB } from './service.ts';
export { installExports } from './fastify.ts';
export { exportRoutes } from './routes.ts';
