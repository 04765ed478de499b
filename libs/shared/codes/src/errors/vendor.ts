// Error and success codes of the vendor domain (issue #16, supplier lifecycle); each has a message in
// libs/shared/i18n/src/messages/domains/vendor.ts. Ids start with the domain: 'vendor.xxx'.
export const VENDOR_ERROR_CODES = {
  vendorNotFound: 'vendor.notFound',
  vendorCertificateTypeNotFound: 'vendor.certificateTypeNotFound',
  vendorCertificateNotFound: 'vendor.certificateNotFound',
  /** 422: an order to a supplier whose mandatory certificate has expired ({vendor}, {certificate}, {date}). */
  vendorCertificateExpired: 'vendor.certificateExpired',
  /** 422: an order to a frozen or eliminated supplier ({vendor}). */
  vendorNotOrderableStatus: 'vendor.notOrderableStatus',
  /** 422: a payment application to a supplier whose mandatory certificate has expired ({vendor}, {certificate}, {date}). */
  vendorPaymentCertificateExpired: 'vendor.paymentCertificateExpired',
  /** 422: a payment application to a frozen or eliminated supplier ({vendor}). */
  vendorNotPayableStatus: 'vendor.notPayableStatus',
  /** 409: this status change is not allowed from the supplier's current status. */
  vendorStatusTransition: 'vendor.statusTransition',
  // Onboarding (invitation, registration, application).
  /** 409: the invited company (credit code, name or e-mail) is already a supplier of this tenant ({name}). */
  vendorInviteAlreadySupplier: 'vendor.inviteAlreadySupplier',
  /** 409: an invitation to this address or number is still open. */
  vendorInviteOpen: 'vendor.inviteOpen',
  vendorInvitationNotFound: 'vendor.invitationNotFound',
  /** 409: the invitation was accepted, declined or cancelled. */
  vendorInvitationNotOpen: 'vendor.invitationNotOpen',
  /** 409: the invitation's link has expired. */
  vendorInvitationExpired: 'vendor.invitationExpired',
  /** 409: this company is already on the platform: sign in with its account to accept the invitation. */
  vendorCompanyOnPlatform: 'vendor.companyOnPlatform',
  /** 409: the invitation is for another company ({name}) than the signed-in supplier's. */
  vendorInvitationOtherCompany: 'vendor.invitationOtherCompany',
  vendorApplicationNotFound: 'vendor.applicationNotFound',
  /** 409: the application cannot be changed or submitted in its status. */
  vendorApplicationWrongStatus: 'vendor.applicationWrongStatus',
  /** 409: only a potential supplier applies (onboarding, qualified … already have). */
  vendorApplicationNotPotential: 'vendor.applicationNotPotential',
  /** Message texts of onboarding (subject and body of the invitation; application results; reminders). */
  vendorInvitationSubject: 'vendor.invitationSubject',
  vendorInvitationBody: 'vendor.invitationBody',
  vendorApplicationApprovedTitle: 'vendor.applicationApprovedTitle',
  vendorApplicationApprovedBody: 'vendor.applicationApprovedBody',
  vendorApplicationRejectedTitle: 'vendor.applicationRejectedTitle',
  vendorApplicationRejectedBody: 'vendor.applicationRejectedBody',
  vendorCertificateReminderTitle: 'vendor.certificateReminderTitle',
  vendorCertificateExpiringBody: 'vendor.certificateExpiringBody',
  vendorCertificateExpiredBody: 'vendor.certificateExpiredBody',
  // Profile and change applications (issue #16 §8).
  /** 409: only a qualified or frozen supplier changes its profile (a potential one applies). */
  vendorProfileNotQualified: 'vendor.profileNotQualified',
  /** 400: the change changes nothing. */
  vendorProfileNoChange: 'vendor.profileNoChange',
  /** 409: a change application of this supplier is still under approval. */
  vendorProfileChangeOpen: 'vendor.profileChangeOpen',
  vendorChangeNotFound: 'vendor.changeNotFound',
  /** 409: the change cannot be withdrawn in its status. */
  vendorChangeWrongStatus: 'vendor.changeWrongStatus',
  vendorChangeApprovedTitle: 'vendor.changeApprovedTitle',
  vendorChangeApprovedBody: 'vendor.changeApprovedBody',
  vendorChangeRejectedTitle: 'vendor.changeRejectedTitle',
  vendorChangeRejectedBody: 'vendor.changeRejectedBody',
  // Field codes (data.fields[].code).
  vendorUsernameTaken: 'vendor.usernameTaken',
  vendorMobileTaken: 'vendor.mobileTaken',
  vendorCreditCodeFixed: 'vendor.creditCodeFixed',
  vendorFileNotQualification: 'vendor.fileNotQualification',
  vendorCategoryUnknown: 'vendor.categoryUnknown',
  vendorValidToBeforeFrom: 'vendor.validToBeforeFrom',
} as const;

export const VENDOR_SUCCESS_MESSAGES = {
  vendorCertificateTypeSaved: 'vendor.certificateTypeSaved',
  vendorCertificateSaved: 'vendor.certificateSaved',
  vendorCategoriesSaved: 'vendor.categoriesSaved',
  vendorStatusChanged: 'vendor.statusChanged',
  vendorInvitationSent: 'vendor.invitationSent',
  vendorInvitationCancelled: 'vendor.invitationCancelled',
  vendorInvitationAccepted: 'vendor.invitationAccepted',
  vendorInvitationDeclined: 'vendor.invitationDeclined',
  vendorRegistered: 'vendor.registered',
  vendorApplicationSaved: 'vendor.applicationSaved',
  vendorApplicationSubmitted: 'vendor.applicationSubmitted',
  vendorChangeSubmitted: 'vendor.changeSubmitted',
  vendorChangeWithdrawn: 'vendor.changeWithdrawn',
  // Copy-to (issue #12 §5): the message a copied person gets, the copy-to list's export name.
  vendorCopiedApplicationTitle: 'vendor.copiedTo.application.title',
  vendorCopiedApplicationBody: 'vendor.copiedTo.application.body',
  vendorCopiedChangeTitle: 'vendor.copiedTo.change.title',
  vendorCopiedChangeBody: 'vendor.copiedTo.change.body',
  vendorCopiesExportName: 'vendor.copies.exportName',
  vendorCopyKindApplication: 'vendor.copies.kind.application',
  vendorCopyKindChange: 'vendor.copies.kind.change',
} as const;
