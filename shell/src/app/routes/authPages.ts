// The auth layout and its pages: one chunk, loaded by the sign-in and password reset pages only.
export { AuthLayout } from '../../layouts/AuthLayout';
export { SignInPage } from '../../pages/SignInPage';
export { RegisterPage } from '../../pages/RegisterPage';
export { ResetCodePage, ResetPasswordPage, ResetRequestPage } from '../../pages/PasswordResetPages';
export { VerifyEmailPage } from '../../pages/VerifyEmailPage';
export { ChooseNewPasswordPage } from '../../pages/ChooseNewPasswordPage';
