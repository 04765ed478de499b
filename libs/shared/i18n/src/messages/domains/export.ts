// Server messages of the export mechanism and download center (issue #12), keyed by their stable code
// (libs/shared/codes/src/errors/export.ts).
export const exportMessages = {
  'export.notFound': /*i18n*/ { id: 'export.notFound', message: 'This export does not exist' },
  'export.forbidden': /*i18n*/ {
    id: 'export.forbidden',
    message: 'You cannot export this list',
  },
  'export.notReady': /*i18n*/ {
    id: 'export.notReady',
    message: 'This export is not ready yet. Wait until the download center shows it as ready.',
  },
  'export.expired': /*i18n*/ {
    id: 'export.expired',
    message: 'This export has expired (files are kept for 7 days). Export the list again.',
  },
  'export.notRetryable': /*i18n*/ {
    id: 'export.notRetryable',
    message: 'Only a failed export can be retried',
  },
  'export.failed': /*i18n*/ {
    id: 'export.failed',
    message: 'The export could not be written. Retry it, or export fewer rows.',
  },
  'export.mailSubject': /*i18n*/ { id: 'export.mailSubject', message: 'Your export "{name}" is ready' },
  'export.mailBody': /*i18n*/ {
    id: 'export.mailBody',
    message:
      'Your export "{name}" ({rows} rows) is ready. Download it from the download center ({link}) within {days} days.',
  },
  'export.list.procurementRequests': /*i18n*/ {
    id: 'export.list.procurementRequests',
    message: 'Purchase requests',
  },
  'export.list.procurementCopies': /*i18n*/ {
    id: 'export.list.procurementCopies',
    message: 'Purchase requests copied to me',
  },
  'export.list.orders': /*i18n*/ { id: 'export.list.orders', message: 'Purchase orders' },
  'export.ready': /*i18n*/ { id: 'export.ready', message: 'The export is ready' },
  'export.queued': /*i18n*/ {
    id: 'export.queued',
    message:
      'More than 100 rows: the export runs in the background. You will get an e-mail when it is ready.',
  },
  'export.purchaseKind.catalogue': /*i18n*/ {
    id: 'export.purchaseKind.catalogue',
    message: 'Catalogue purchase',
  },
  'export.purchaseKind.channel1': /*i18n*/ {
    id: 'export.purchaseKind.channel1',
    message: 'First-channel purchase',
  },
  'export.purchaseKind.channel2': /*i18n*/ {
    id: 'export.purchaseKind.channel2',
    message: 'Second-channel purchase',
  },
  'export.purchaseKind.direct': /*i18n*/ { id: 'export.purchaseKind.direct', message: 'Direct purchase' },
  'export.purchaseKind.nonCatalogue': /*i18n*/ {
    id: 'export.purchaseKind.nonCatalogue',
    message: 'Non-catalogue purchase',
  },
  'export.deleted': /*i18n*/ { id: 'export.deleted', message: 'Export deleted' },
};
