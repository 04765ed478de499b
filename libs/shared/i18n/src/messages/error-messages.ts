import { masterdataMessages } from './domains/masterdata.ts';
import { budgetMessages } from './domains/budget.ts';
import { catalogueMessages } from './domains/catalogue.ts';
import { approvalMessages } from './domains/approval.ts';
import { procurementMessages } from './domains/procurement.ts';
import { orderMessages } from './domains/order.ts';
import { returnMessages } from './domains/returns.ts';
import { messageMessages } from './domains/message.ts';
import { exportMessages } from './domains/export.ts';
import { notifyMessages } from './domains/notify.ts';
import { vendorMessages } from './domains/vendor.ts';
import { vendorLifecycleMessages } from './domains/vendor-lifecycle.ts';
import { vendorFilesMessages } from './domains/vendor-files.ts';
import { receivingMessages } from './domains/receiving.ts';
import { invoiceMessages } from './domains/invoice.ts';
import { idempotencyMessages } from './domains/idempotency.ts';
import { paymentMessages } from './domains/payment.ts';
import { statementMessages } from './domains/statement.ts';
import { riskMessages } from './domains/risk.ts';
import { platformMessages } from './domains/platform.ts';
import { evaluationMessages } from './domains/evaluation.ts';
import { evalstatsMessages } from './domains/evaluation-stats.ts';
// Server messages: ids are the stable codes of `@procure/shared-codes` (ERROR_CODES, SUCCESS_MESSAGES).
// Written as explicit-id descriptors so that the server translates them without the macro transform.
export const errorMessages = {
  'validation.failed': /*i18n*/ {
    id: 'validation.failed',
    message: 'Some fields are not valid. Check the highlighted fields.',
  },
  'request.invalid': /*i18n*/ { id: 'request.invalid', message: 'This value is not in the expected format' },
  'request.invalidId': /*i18n*/ { id: 'request.invalidId', message: 'This identifier is not valid' },
  'auth.unauthenticated': /*i18n*/ { id: 'auth.unauthenticated', message: 'Please log in first' },
  'auth.sessionExpired': /*i18n*/ { id: 'auth.sessionExpired', message: 'Time out, please re-login' },
  'auth.forbidden': /*i18n*/ { id: 'auth.forbidden', message: 'You do not have permission to do this' },
  'auth.invalidCredentials': /*i18n*/ {
    id: 'auth.invalidCredentials',
    message: 'Incorrect username or password',
  },
  'auth.invalidVerifyCode': /*i18n*/ {
    id: 'auth.invalidVerifyCode',
    message: 'The image code is wrong or has expired. Enter the new code.',
  },
  'auth.loggedOut': /*i18n*/ { id: 'auth.loggedOut', message: 'You have logged out' },
  'auth.invalidSmsCode': /*i18n*/ {
    id: 'auth.invalidSmsCode',
    message: 'The verification code is wrong or has expired. Request a new code.',
  },
  'auth.tooManyFailures': /*i18n*/ {
    id: 'auth.tooManyFailures',
    message: 'Too many failed attempts. Wait 15 minutes and try again, or reset your password.',
  },
  'auth.passwordReset': /*i18n*/ {
    id: 'auth.passwordReset',
    message: 'Password changed. Log in with your new password.',
  },
  'auth.passwordMismatch': /*i18n*/ {
    id: 'auth.passwordMismatch',
    message: 'The two passwords do not match',
  },
  'notify.tooSoon': /*i18n*/ {
    id: 'notify.tooSoon',
    message: 'A code was sent less than {seconds} seconds ago. Wait a moment before requesting another.',
  },
  'notify.dailyLimit': /*i18n*/ {
    id: 'notify.dailyLimit',
    message: 'At most {count} codes can be sent per day. Try again tomorrow.',
  },
  'notify.sendFailed': /*i18n*/ {
    id: 'notify.sendFailed',
    message: 'The message could not be sent. Try again later.',
  },
  'notify.codeSent': /*i18n*/ {
    id: 'notify.codeSent',
    message: 'If the number belongs to an account, a verification code has been sent to it.',
  },
  'notify.codeSubject': /*i18n*/ { id: 'notify.codeSubject', message: 'Procure Cloud {purpose} code' },
  'notify.codeBody': /*i18n*/ {
    id: 'notify.codeBody',
    message:
      '[Procure Cloud] Your {purpose} verification code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
  },
  'notify.purpose.login': /*i18n*/ { id: 'notify.purpose.login', message: 'login' },
  'notify.purpose.register': /*i18n*/ { id: 'notify.purpose.register', message: 'registration' },
  'notify.purpose.reset': /*i18n*/ { id: 'notify.purpose.reset', message: 'password reset' },
  'notify.purpose.mysetting': /*i18n*/ { id: 'notify.purpose.mysetting', message: 'account settings' },
  'common.notFound': /*i18n*/ { id: 'common.notFound', message: 'The requested item does not exist' },
  'common.conflict': /*i18n*/ {
    id: 'common.conflict',
    message: 'This item was changed by someone else. Reload and try again.',
  },
  'common.payloadTooLarge': /*i18n*/ { id: 'common.payloadTooLarge', message: 'The request is too large' },
  'common.rateLimited': /*i18n*/ {
    id: 'common.rateLimited',
    message: 'Too many requests. Try again in a moment.',
  },
  'common.internal': /*i18n*/ {
    id: 'common.internal',
    message: 'Something went wrong on our side. Try again later.',
  },
  'service.unavailable': /*i18n*/ {
    id: 'service.unavailable',
    message: 'The service is temporarily unavailable. Try again in a moment.',
  },
  'address.defaultNotDeletable': /*i18n*/ {
    id: 'address.defaultNotDeletable',
    message: 'The default address cannot be deleted. Make another address the default first.',
  },
  'address.saved': /*i18n*/ { id: 'address.saved', message: 'Address saved' },
  'address.deleted': /*i18n*/ { id: 'address.deleted', message: 'Address deleted' },
  'address.defaultSet': /*i18n*/ { id: 'address.defaultSet', message: 'Default address updated' },
  'mysetting.oldPasswordWrong': /*i18n*/ {
    id: 'mysetting.oldPasswordWrong',
    message: 'The current password is not correct',
  },
  'mysetting.passwordMismatch': /*i18n*/ {
    id: 'mysetting.passwordMismatch',
    message: 'The two new passwords do not match',
  },
  'mysetting.smsCodeWrong': /*i18n*/ {
    id: 'mysetting.smsCodeWrong',
    message: 'The verification code is wrong or has expired. Request a new code.',
  },
  'mysetting.mobileTaken': /*i18n*/ {
    id: 'mysetting.mobileTaken',
    message: 'This mobile number is already used by another account',
  },
  'mysetting.noMobile': /*i18n*/ {
    id: 'mysetting.noMobile',
    message: 'Your account has no mobile number to send the code to. Ask your administrator to add one.',
  },
  'workProxy.overlap': /*i18n*/ {
    id: 'workProxy.overlap',
    message: 'You already have a work proxy in this period. Cancel it or choose other dates.',
  },
  'workProxy.self': /*i18n*/ { id: 'workProxy.self', message: 'Choose another employee than yourself' },
  'workProxy.startInPast': /*i18n*/ {
    id: 'workProxy.startInPast',
    message: 'The start date cannot be in the past',
  },
  'workProxy.endBeforeStart': /*i18n*/ {
    id: 'workProxy.endBeforeStart',
    message: 'The end date cannot be before the start date',
  },
  'mysetting.passwordChanged': /*i18n*/ {
    id: 'mysetting.passwordChanged',
    message: 'Password changed. Your other sessions have been logged out.',
  },
  'mysetting.mobileChanged': /*i18n*/ { id: 'mysetting.mobileChanged', message: 'Mobile number changed' },
  'mysetting.profileSaved': /*i18n*/ { id: 'mysetting.profileSaved', message: 'Default addresses saved' },
  'mysetting.messageSettingSaved': /*i18n*/ {
    id: 'mysetting.messageSettingSaved',
    message: 'Message settings saved',
  },
  'workProxy.saved': /*i18n*/ { id: 'workProxy.saved', message: 'Work proxy set' },
  'workProxy.cancelled': /*i18n*/ { id: 'workProxy.cancelled', message: 'Work proxy cancelled' },
  'validation.fileType': /*i18n*/ {
    id: 'validation.fileType',
    message: 'This kind of file cannot be uploaded here',
  },
  'file.missing': /*i18n*/ { id: 'file.missing', message: 'Choose a file to upload' },
  'staff.usernameTaken': /*i18n*/ { id: 'staff.usernameTaken', message: 'This username is already taken' },
  'staff.mobileTaken': /*i18n*/ {
    id: 'staff.mobileTaken',
    message: 'This mobile number is already used by another account',
  },
  'staff.lastAdmin': /*i18n*/ {
    id: 'staff.lastAdmin',
    message: 'The last administrator of the company cannot be disabled or lose the administrator role',
  },
  'staff.self': /*i18n*/ { id: 'staff.self', message: 'You cannot disable your own account' },
  'role.inUse': /*i18n*/ {
    id: 'role.inUse',
    message: 'This role is assigned to employees. Remove it from them first.',
  },
  'role.builtIn': /*i18n*/ { id: 'role.builtIn', message: 'Built-in roles cannot be deleted' },
  'role.lockout': /*i18n*/ {
    id: 'role.lockout',
    message: 'The administrator role must keep the permissions to manage roles and staff',
  },
  'role.nameTaken': /*i18n*/ { id: 'role.nameTaken', message: 'A role with this name already exists' },
  'department.codeTaken': /*i18n*/ {
    id: 'department.codeTaken',
    message: 'A department with this code already exists',
  },
  'file.uploaded': /*i18n*/ { id: 'file.uploaded', message: 'File uploaded' },
  'staff.saved': /*i18n*/ { id: 'staff.saved', message: 'Employee saved' },
  'staff.disabled': /*i18n*/ { id: 'staff.disabled', message: 'Employee disabled' },
  'staff.enabled': /*i18n*/ { id: 'staff.enabled', message: 'Employee enabled' },
  'role.saved': /*i18n*/ { id: 'role.saved', message: 'Role saved' },
  'role.deleted': /*i18n*/ { id: 'role.deleted', message: 'Role deleted' },
  'department.saved': /*i18n*/ { id: 'department.saved', message: 'Department saved' },
  'enterprise.logoSaved': /*i18n*/ { id: 'enterprise.logoSaved', message: 'Logo saved' },
  'enterprise.timeZoneSaved': /*i18n*/ { id: 'enterprise.timeZoneSaved', message: 'Time zone saved' },
  'employee.languageSaved': /*i18n*/ { id: 'employee.languageSaved', message: 'Language saved' },
  'tenant.notMember': /*i18n*/ {
    id: 'tenant.notMember',
    message: 'You do not belong to this enterprise, so you cannot switch to it',
  },
  'tenant.wrongSite': /*i18n*/ {
    id: 'tenant.wrongSite',
    message: 'This switch is not available on this site',
  },
  'tenant.switched': /*i18n*/ { id: 'tenant.switched', message: 'Enterprise switched' },
  'menu.versionSaved': /*i18n*/ { id: 'menu.versionSaved', message: 'Menu version saved' },
  'employee.vdSiteVersionSaved': /*i18n*/ {
    id: 'employee.vdSiteVersionSaved',
    message: 'Site version switched',
  },
  'registration.codeInvalid': /*i18n*/ {
    id: 'registration.codeInvalid',
    message: 'The verification code is wrong or has expired. Request a new code.',
  },
  'registration.creditCodeTaken': /*i18n*/ {
    id: 'registration.creditCodeTaken',
    message:
      'An enterprise with this unified social credit code is already registered or waiting for approval',
  },
  'registration.usernameTaken': /*i18n*/ {
    id: 'registration.usernameTaken',
    message: 'This username is not available. Choose another one.',
  },
  'registration.pending': /*i18n*/ {
    id: 'registration.pending',
    message: 'A registration with this mobile number or e-mail address is already waiting for approval',
  },
  'registration.alreadyReviewed': /*i18n*/ {
    id: 'registration.alreadyReviewed',
    message: 'This registration has already been reviewed',
  },
  'registration.passwordMismatch': /*i18n*/ {
    id: 'registration.passwordMismatch',
    message: 'The two passwords do not match',
  },
  'registration.noticeSubject': /*i18n*/ {
    id: 'registration.noticeSubject',
    message: 'Procure Cloud enterprise registration',
  },
  'registration.approvedNotice': /*i18n*/ {
    id: 'registration.approvedNotice',
    message: 'The registration of {name} has been approved. Log in to the buyer portal as {username}.',
  },
  'registration.rejectedNotice': /*i18n*/ {
    id: 'registration.rejectedNotice',
    message: 'The registration of {name} has been rejected. Reason: {reason}',
  },
  'registration.codeSent': /*i18n*/ { id: 'registration.codeSent', message: 'Verification code sent' },
  'registration.submitted': /*i18n*/ {
    id: 'registration.submitted',
    message: 'Registration submitted. You will be notified by SMS and e-mail once it is reviewed.',
  },
  'registration.approved': /*i18n*/ { id: 'registration.approved', message: 'Registration approved' },
  'registration.rejected': /*i18n*/ { id: 'registration.rejected', message: 'Registration rejected' },
  ...masterdataMessages,
  ...budgetMessages,
  ...catalogueMessages,
  ...approvalMessages,
  ...procurementMessages,
  ...orderMessages,
  ...messageMessages,
  ...exportMessages,
  ...notifyMessages,
  ...vendorMessages,
  ...vendorLifecycleMessages,
  ...vendorFilesMessages,
  ...returnMessages,
  ...receivingMessages,
  ...invoiceMessages,
  ...idempotencyMessages,
  ...paymentMessages,
  ...statementMessages,
  ...riskMessages,
  ...platformMessages,
  ...evaluationMessages,
  ...evalstatsMessages,
};
