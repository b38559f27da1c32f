import { authPaths } from '../../access/authPaths';
import {
  authAnswer,
  type ChangeInitialPasswordBody,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type LoginBody,
  meAnswer,
  type ResendInitialPasswordBody,
  type ResendSmsCodeBody,
  type ResetPasswordBody,
  type SendVerificationCodeBody,
  type SmsAuthenticationBody,
  type VerifyCodeBody,
  verifiedAnswer,
} from '../../schemas/auth';
import { messageBody } from '../../schemas/common';
import type { Http } from '../http';

/** docs/product.md §7, Auth. */
export const authCalls = ({ sender }: Http) => {
  const send = sender(authPaths);
  return {
    csrfCookie: () => send('auth.csrfCookie', {}, 'empty'),
    login: (body: LoginBody) => send('auth.login', { body }, authAnswer),
    logout: () => send('auth.logout', {}, messageBody),
    me: () => send('auth.me', {}, meAnswer),
    /** The start-up variant of docs/product.md §4. */
    startupMe: () => send('auth.startupMe', {}, meAnswer),
    changePassword: (body: ChangePasswordBody) => send('auth.changePassword', { body }, messageBody),
    forgotPassword: (body: ForgotPasswordBody) => send('auth.forgotPassword', { body }, messageBody),
    resetPassword: (body: ResetPasswordBody) => send('auth.resetPassword', { body }, messageBody),
    changeInitialPassword: (body: ChangeInitialPasswordBody) =>
      send('auth.changeInitialPassword', { body }, authAnswer),
    resendInitialPassword: (body: ResendInitialPasswordBody) =>
      send('auth.resendInitialPassword', { body }, messageBody),
    sendVerificationCode: (body: SendVerificationCodeBody) => send('auth.sendVerificationCode', { body }, messageBody),
    smsAuthentication: (body: SmsAuthenticationBody) => send('auth.smsAuthentication', { body }, authAnswer),
    resendSmsCode: (body: ResendSmsCodeBody) => send('auth.resendSmsCode', { body }, messageBody),
    verifyEmail: (body: VerifyCodeBody) => send('auth.verifyEmail', { body }, verifiedAnswer),
    verifyPhoneNumber: (body: VerifyCodeBody) => send('auth.verifyPhoneNumber', { body }, verifiedAnswer),
  };
};
