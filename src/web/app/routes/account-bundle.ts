/** Sign-in, sign-up and account-recovery screens: forms and validation load when first needed. */
export { AuthModal } from '../../features/auth/components/auth-modal';
export { ConfirmEmailPage } from '../../features/auth/pages/confirm-email-page';
export { ForgotPasswordPage } from '../../features/auth/pages/forgot-password-page';
export { ResetPasswordPage } from '../../features/auth/pages/reset-password-page';
export { VerifyEmailPage } from '../../features/auth/pages/verify-email-page';
