// Server messages of the vendor domain (issue #16, supplier lifecycle), keyed by their stable code
// (libs/shared/codes/src/errors/vendor.ts).
export const vendorMessages = {
  'vendor.profileNotQualified': /*i18n*/ {
    id: 'vendor.profileNotQualified',
    message: 'Only an admitted supplier changes its profile: fill in the supplier application first',
  },
  'vendor.profileNoChange': /*i18n*/ {
    id: 'vendor.profileNoChange',
    message: 'Nothing was changed',
  },
  'vendor.profileChangeOpen': /*i18n*/ {
    id: 'vendor.profileChangeOpen',
    message: 'A change of your profile is still under approval: wait for its result or withdraw it',
  },
  'vendor.changeNotFound': /*i18n*/ {
    id: 'vendor.changeNotFound',
    message: 'This change application does not exist',
  },
  'vendor.changeWrongStatus': /*i18n*/ {
    id: 'vendor.changeWrongStatus',
    message: 'The change application is no longer under approval',
  },
  'vendor.changeApprovedTitle': /*i18n*/ {
    id: 'vendor.changeApprovedTitle',
    message: 'Profile change approved',
  },
  'vendor.changeApprovedBody': /*i18n*/ {
    id: 'vendor.changeApprovedBody',
    message: 'The change {code} of {company} is approved: the profile now shows the new values.',
  },
  'vendor.changeRejectedTitle': /*i18n*/ {
    id: 'vendor.changeRejectedTitle',
    message: 'Profile change rejected',
  },
  'vendor.changeRejectedBody': /*i18n*/ {
    id: 'vendor.changeRejectedBody',
    message: 'The change {code} of {company} was rejected, the profile keeps its values: {reason}',
  },
  'vendor.changeSubmitted': /*i18n*/ {
    id: 'vendor.changeSubmitted',
    message: 'Change submitted for approval',
  },
  'vendor.changeWithdrawn': /*i18n*/ {
    id: 'vendor.changeWithdrawn',
    message: 'Change withdrawn',
  },
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
  'vendor.paymentCertificateExpired': /*i18n*/ {
    id: 'vendor.paymentCertificateExpired',
    message:
      'No payment can be applied for to {vendor}: its mandatory certificate "{certificate}" expired on {date}. The supplier must upload a valid certificate first.',
  },
  'vendor.notPayableStatus': /*i18n*/ {
    id: 'vendor.notPayableStatus',
    message: 'No payment can be applied for to {vendor}: the supplier is frozen or eliminated.',
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
  'vendor.inviteAlreadySupplier': /*i18n*/ {
    id: 'vendor.inviteAlreadySupplier',
    message: '{name} is already a supplier of your company',
  },
  'vendor.inviteOpen': /*i18n*/ {
    id: 'vendor.inviteOpen',
    message: 'An invitation to this address is still open: resend it instead',
  },
  'vendor.invitationNotFound': /*i18n*/ {
    id: 'vendor.invitationNotFound',
    message: 'This invitation does not exist',
  },
  'vendor.invitationNotOpen': /*i18n*/ {
    id: 'vendor.invitationNotOpen',
    message: 'This invitation has already been accepted or declined, or was cancelled',
  },
  'vendor.invitationExpired': /*i18n*/ {
    id: 'vendor.invitationExpired',
    message: 'This invitation link has expired: ask the buyer to send it again',
  },
  'vendor.companyOnPlatform': /*i18n*/ {
    id: 'vendor.companyOnPlatform',
    message: 'This company is already on the platform: sign in with its account to accept the invitation',
  },
  'vendor.invitationOtherCompany': /*i18n*/ {
    id: 'vendor.invitationOtherCompany',
    message: 'This invitation is for {name}, not for the company you are signed in with',
  },
  'vendor.applicationNotFound': /*i18n*/ {
    id: 'vendor.applicationNotFound',
    message: 'This application does not exist',
  },
  'vendor.applicationWrongStatus': /*i18n*/ {
    id: 'vendor.applicationWrongStatus',
    message: 'The application cannot be changed in its current status',
  },
  'vendor.applicationNotPotential': /*i18n*/ {
    id: 'vendor.applicationNotPotential',
    message: 'Only a potential supplier can apply: this supplier is already onboarding or admitted',
  },
  'vendor.invitationSubject': /*i18n*/ {
    id: 'vendor.invitationSubject',
    message: '{tenant} invites you to become its supplier',
  },
  'vendor.invitationBody': /*i18n*/ {
    id: 'vendor.invitationBody',
    message:
      '{tenant} invites {company} to become its supplier. Open this link within {days} days to register or sign in and fill in your application: {link}',
  },
  'vendor.applicationApprovedTitle': /*i18n*/ {
    id: 'vendor.applicationApprovedTitle',
    message: 'Supplier application approved',
  },
  'vendor.applicationApprovedBody': /*i18n*/ {
    id: 'vendor.applicationApprovedBody',
    message: 'The application {code} of {company} is approved: the supplier is qualified.',
  },
  'vendor.applicationRejectedTitle': /*i18n*/ {
    id: 'vendor.applicationRejectedTitle',
    message: 'Supplier application returned',
  },
  'vendor.applicationRejectedBody': /*i18n*/ {
    id: 'vendor.applicationRejectedBody',
    message: 'The application {code} of {company} was returned: {reason}',
  },
  'vendor.certificateReminderTitle': /*i18n*/ {
    id: 'vendor.certificateReminderTitle',
    message: 'Certificate reminder: {certificate}',
  },
  'vendor.certificateExpiringBody': /*i18n*/ {
    id: 'vendor.certificateExpiringBody',
    message:
      'The certificate "{certificate}" of {vendor} expires on {date} ({days} days left). Upload a renewed certificate in time.',
  },
  'vendor.certificateExpiredBody': /*i18n*/ {
    id: 'vendor.certificateExpiredBody',
    message:
      'The certificate "{certificate}" of {vendor} expired on {date}. A mandatory certificate that has expired blocks new orders until a valid one is uploaded.',
  },
  'vendor.usernameTaken': /*i18n*/ { id: 'vendor.usernameTaken', message: 'This user name is already taken' },
  'vendor.mobileTaken': /*i18n*/ {
    id: 'vendor.mobileTaken',
    message: 'This mobile number already has an account: sign in with it instead',
  },
  'vendor.creditCodeFixed': /*i18n*/ {
    id: 'vendor.creditCodeFixed',
    message: "The credit code must be the company's registered code",
  },
  'vendor.invitationSent': /*i18n*/ { id: 'vendor.invitationSent', message: 'Invitation sent' },
  'vendor.invitationCancelled': /*i18n*/ {
    id: 'vendor.invitationCancelled',
    message: 'Invitation cancelled',
  },
  'vendor.invitationAccepted': /*i18n*/ {
    id: 'vendor.invitationAccepted',
    message: 'Invitation accepted: fill in your application',
  },
  'vendor.invitationDeclined': /*i18n*/ {
    id: 'vendor.invitationDeclined',
    message: 'Invitation declined: the buyer sees your reason',
  },
  'vendor.registered': /*i18n*/ { id: 'vendor.registered', message: 'Your company account is registered' },
  'vendor.applicationSaved': /*i18n*/ { id: 'vendor.applicationSaved', message: 'Application saved' },
  'vendor.applicationSubmitted': /*i18n*/ {
    id: 'vendor.applicationSubmitted',
    message: 'Application submitted for approval',
  },
  'vendor.copiedTo.application.title': /*i18n*/ {
    id: 'vendor.copiedTo.application.title',
    message: 'Supplier application {code} copied to you',
  },
  'vendor.copiedTo.application.body': /*i18n*/ {
    id: 'vendor.copiedTo.application.body',
    message: '{company} submitted supplier application {code} and copied you for your information.',
  },
  'vendor.copiedTo.change.title': /*i18n*/ {
    id: 'vendor.copiedTo.change.title',
    message: 'Supplier change {code} copied to you',
  },
  'vendor.copiedTo.change.body': /*i18n*/ {
    id: 'vendor.copiedTo.change.body',
    message: '{company} submitted the change of its data {code} and copied you for your information.',
  },
  'vendor.copies.exportName': /*i18n*/ {
    id: 'vendor.copies.exportName',
    message: 'Supplier applications copied to me',
  },
  'vendor.copies.kind.application': /*i18n*/ {
    id: 'vendor.copies.kind.application',
    message: 'New supplier',
  },
  'vendor.copies.kind.change': /*i18n*/ { id: 'vendor.copies.kind.change', message: 'Data change' },
};
