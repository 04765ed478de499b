// Server messages of the vendor domain (issue #16, supplier lifecycle), keyed by their stable code
// (libs/shared/codes/src/errors/vendor.ts).
export const vendorMessages = {
  'vendor.notFound': /*i18n*/ { id: 'vendor.notFound', message: 'This supplier does not exist' },
  'vendor.certificateTypeNotFound': /*i18n*/ {
    id: 'vendor.certificateTypeNotFound',
    message: 'This certificate type does not exist',
  },
  'vendor.certificateNotFound': /*i18n*/ {
    id: 'vendor.certificateNotFound',
    message: 'This certificate does not exist',
  },
  'vendor.certificateExpired': /*i18n*/ {
    id: 'vendor.certificateExpired',
    message:
      'Nothing can be ordered from {vendor}: its mandatory certificate "{certificate}" expired on {date}. The supplier must upload a valid certificate first.',
  },
  'vendor.notOrderableStatus': /*i18n*/ {
    id: 'vendor.notOrderableStatus',
    message: 'Nothing can be ordered from {vendor}: the supplier is frozen or eliminated.',
  },
  'vendor.statusTransition': /*i18n*/ {
    id: 'vendor.statusTransition',
    message: "This status change is not allowed from the supplier's current status",
  },
  'vendor.statusChanged': /*i18n*/ { id: 'vendor.statusChanged', message: 'Supplier status changed' },
  'vendor.fileNotQualification': /*i18n*/ {
    id: 'vendor.fileNotQualification',
    message: 'Upload the certificate file as a vendor qualification file',
  },
  'vendor.categoryUnknown': /*i18n*/ {
    id: 'vendor.categoryUnknown',
    message: 'One of these categories does not exist or is disabled',
  },
  'vendor.validToBeforeFrom': /*i18n*/ {
    id: 'vendor.validToBeforeFrom',
    message: 'The end of validity cannot be before its start',
  },
  'vendor.certificateTypeSaved': /*i18n*/ {
    id: 'vendor.certificateTypeSaved',
    message: 'Certificate type saved',
  },
  'vendor.certificateSaved': /*i18n*/ { id: 'vendor.certificateSaved', message: 'Certificate saved' },
  'vendor.categoriesSaved': /*i18n*/ { id: 'vendor.categoriesSaved', message: 'Supplier categories saved' },
};
