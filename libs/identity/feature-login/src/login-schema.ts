import { msg } from '@lingui/core/macro';
import { z } from 'zod';

// Field-specific wording reads better on a login form than a generic "required"; the ids are the
// codes useZodForm translates.
export const loginMessages = {
  usernameRequired: msg({ id: 'login.usernameRequired', message: 'Enter your user name' }),
  passwordRequired: msg({ id: 'login.passwordRequired', message: 'Enter your password' }),
  verifyCodeRequired: msg({
    id: 'login.verifyCodeRequired',
    message: 'Enter the characters shown in the picture',
  }),
};

/** Presence only: a format rule on a login form would tell which user names can exist. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, loginMessages.usernameRequired.id),
  password: z.string().min(1, loginMessages.passwordRequired.id),
  verifyCode: z.string().trim().min(1, loginMessages.verifyCodeRequired.id),
});

export type LoginFormInput = z.input<typeof loginFormSchema>;
