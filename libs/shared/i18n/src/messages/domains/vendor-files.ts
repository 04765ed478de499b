// Server messages of the supplier files (issue #16 §3–5): order statistics periods, classification levels and
// the business list, certificate notices. Keyed by their stable code (libs/shared/codes/src/errors/vendor-files.ts).
export const vendorFilesMessages = {
  'vendor.periodToBeforeFrom': /*i18n*/ {
    id: 'vendor.periodToBeforeFrom',
    message: 'The end of the period must not be before its start',
  },
  'vendor.periodTooLong': /*i18n*/ {
    id: 'vendor.periodTooLong',
    message: 'Choose a period of at most ten years',
  },
  'vendor.levelNotFound': /*i18n*/ { id: 'vendor.levelNotFound', message: 'This level does not exist' },
  'vendor.levelCode': /*i18n*/ {
    id: 'vendor.levelCode',
    message: 'A level code is 1 to 4 upper-case letters or digits, such as A or B1',
  },
  'vendor.levelCodeTaken': /*i18n*/ {
    id: 'vendor.levelCodeTaken',
    message: 'Another level already has this code',
  },
  'vendor.levelDisabled': /*i18n*/ {
    id: 'vendor.levelDisabled',
    message: 'Level {level} is disabled and takes no supplier',
  },
  'vendor.levelUnclassified': /*i18n*/ {
    id: 'vendor.levelUnclassified',
    message: '{vendor} has no class yet: classify it before giving it a level',
  },
  'vendor.levelSame': /*i18n*/ { id: 'vendor.levelSame', message: '{vendor} already has level {level}' },
  'vendor.levelTitle': /*i18n*/ { id: 'vendor.levelTitle', message: 'Your supplier level has changed' },
  'vendor.levelBody': /*i18n*/ {
    id: 'vendor.levelBody',
    message: '{tenant} rated {company} level {to} (was {from}): {reason}',
  },
  'vendor.levelRemovedBody': /*i18n*/ {
    id: 'vendor.levelRemovedBody',
    message: '{tenant} removed the level of {company} (was {from}): {reason}',
  },
  'export.list.vendorBusiness': /*i18n*/ {
    id: 'export.list.vendorBusiness',
    message: 'Suppliers by class and level',
  },
  'vendor.noticeCertificateNotFound': /*i18n*/ {
    id: 'vendor.noticeCertificateNotFound',
    message: 'A chosen certificate does not exist: nothing was sent',
  },
  'vendor.noticeNotDue': /*i18n*/ {
    id: 'vendor.noticeNotDue',
    message:
      'The certificate "{certificate}" of {vendor} is valid until {date}: only expiring or expired certificates get a notice. Nothing was sent.',
  },
  'vendor.noticeAlreadySent': /*i18n*/ {
    id: 'vendor.noticeAlreadySent',
    message: 'The certificate "{certificate}" of {vendor} already had a notice today. Nothing was sent.',
  },
  'vendor.noticeSuperseded': /*i18n*/ {
    id: 'vendor.noticeSuperseded',
    message:
      '{vendor} has uploaded a newer "{certificate}" certificate: the chosen one needs no notice. Nothing was sent.',
  },
  'vendor.noticeTitle': /*i18n*/ {
    id: 'vendor.noticeTitle',
    message: '{tenant} asks you to renew a certificate',
  },
  'vendor.noticeExpiringBody': /*i18n*/ {
    id: 'vendor.noticeExpiringBody',
    message:
      '{tenant} reminds {vendor}: the certificate "{certificate}" ({number}) expires on {date}. Please upload a renewed certificate in time.',
  },
  'vendor.noticeExpiredBody': /*i18n*/ {
    id: 'vendor.noticeExpiredBody',
    message:
      '{tenant} reminds {vendor}: the certificate "{certificate}" ({number}) expired on {date}. Please upload a valid certificate: an expired mandatory certificate blocks new orders.',
  },
  'export.list.vendorCertificates': /*i18n*/ {
    id: 'export.list.vendorCertificates',
    message: 'Supplier certificates',
  },
  'vendor.levelSaved': /*i18n*/ { id: 'vendor.levelSaved', message: 'Level saved' },
  'vendor.levelChanged': /*i18n*/ { id: 'vendor.levelChanged', message: 'Level changed' },
  'vendor.noticesSent': /*i18n*/ {
    id: 'vendor.noticesSent',
    message: '{count, plural, one {# notice sent} other {# notices sent}}',
  },
};
