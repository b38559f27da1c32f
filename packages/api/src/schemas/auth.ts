import { boolean, enums, type Infer, integer, object, refine, string } from 'superstruct';
import { messages } from '../validation/messages';
import { maxLength, required } from '../validation/rules';
import {
  currentPassword,
  emailAddress,
  messageBody,
  password,
  phoneNumberStatus,
  role,
  shownDateTime,
  verificationCode,
} from './common';
import { nullable, optional } from './optionality';

/** docs/product.md §3: the signed-in user as the session calls return it. */
export const sessionUser = object({
  id: integer(),
  name: string(),
  email: string(),
  roleType: role,
  /** A recruiter's agency; null for provider users (they select one in the app). */
  agencyCode: nullable(string()),
  agencyName: nullable(string()),
  isEmailVerified: boolean(),
  phoneNumberStatus,
  isMfaActive: boolean(),
  /**
   * The sign-in before this one (前回ログイン, docs/product.md §11), 'yyyy/MM/dd HH:mm:ss', Japan time;
   * null on the first sign-in.
   */
  lastLoginAt: nullable(shownDateTime),
});
export type SessionUser = Infer<typeof sessionUser>;

/** docs/product.md §4 and §8: the two special answers of sign-in. */
export const authCodes = ['SMS_MFA', 'NEW_PASSWORD_REQUIRED'] as const;
export type AuthCode = (typeof authCodes)[number];

/**
 * The answer of login, SMS authentication and initial-password change (docs/product.md §7 reads
 * data.user, data.message, data.code, data.data.session, data.data.email).
 */
export const authAnswer = object({
  message: optional(string()),
  code: optional(enums(authCodes)),
  user: optional(sessionUser),
  data: optional(
    object({
      session: string(),
      email: string(),
      /** SMS_MFA: where the code went, masked (***-****-5678). */
      phoneNumber: optional(string()),
    }),
  ),
});
export type AuthAnswer = Infer<typeof authAnswer>;

export const meAnswer = object({ user: sessionUser });
export type MeAnswer = Infer<typeof meAnswer>;

/** Verification answers carry the user again, now verified (docs/product.md §4). */
export const verifiedAnswer = object({ message: string(), user: sessionUser });
export type VerifiedAnswer = Infer<typeof verifiedAnswer>;

export const loginBody = object({ email: emailAddress, password: currentPassword });
export type LoginBody = Infer<typeof loginBody>;

const confirmed = <T extends { password: string; password_confirmation: string }>(
  struct: import('superstruct').Struct<T, unknown>,
) =>
  refine(struct, 'passwordConfirmation', (v, ctx) =>
    v.password === v.password_confirmation
      ? true
      : { message: messages.passwordConfirmation(), path: [...ctx.path, 'password_confirmation'] },
  );

/** The new password must differ from the one it replaces; the server checks the temporary one likewise. */
const renewed = <T extends { previousPassword: string; password: string }>(
  struct: import('superstruct').Struct<T, unknown>,
) =>
  refine(struct, 'passwordReused', (v, ctx) =>
    v.password === '' || v.password !== v.previousPassword
      ? true
      : { message: messages.passwordReused(), path: [...ctx.path, 'password'] },
  );

export const changePasswordBody = renewed(
  confirmed(
    object({ previousPassword: currentPassword, password, password_confirmation: maxLength(required(string()), 64) }),
  ),
);
export type ChangePasswordBody = Infer<typeof changePasswordBody>;

export const forgotPasswordBody = object({ email: emailAddress });
export type ForgotPasswordBody = Infer<typeof forgotPasswordBody>;

export const resetPasswordBody = object({ email: emailAddress, password, code: verificationCode });
export type ResetPasswordBody = Infer<typeof resetPasswordBody>;

/** `session` is the opaque token of the NEW_PASSWORD_REQUIRED answer. */
export const changeInitialPasswordBody = object({ email: emailAddress, password, session: required(string()) });
export type ChangeInitialPasswordBody = Infer<typeof changeInitialPasswordBody>;

export const resendInitialPasswordBody = object({ email: emailAddress });
export type ResendInitialPasswordBody = Infer<typeof resendInitialPasswordBody>;

/** isEmail true: a code to the e-mail address; false: by SMS to the phone. */
export const sendVerificationCodeBody = object({ isEmail: boolean() });
export type SendVerificationCodeBody = Infer<typeof sendVerificationCodeBody>;

export const smsAuthenticationBody = object({
  email: emailAddress,
  smsVerificationCode: verificationCode,
  session: required(string()),
});
export type SmsAuthenticationBody = Infer<typeof smsAuthenticationBody>;

export const verifyCodeBody = object({ code: verificationCode });
export type VerifyCodeBody = Infer<typeof verifyCodeBody>;

/** A new SMS code for the SMS_MFA step: the same e-mail and session as the code's answer. */
export const resendSmsCodeBody = object({ email: emailAddress, session: required(string()) });
export type ResendSmsCodeBody = Infer<typeof resendSmsCodeBody>;

export { messageBody };
