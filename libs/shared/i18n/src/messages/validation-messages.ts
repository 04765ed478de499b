export const validationMessages = {
  'validation.mobile': /*i18n*/ { id: 'validation.mobile', message: 'Enter an 11-digit mobile number' },
};
