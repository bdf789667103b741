export * from './PasswordResetPages';
export { RESET_DONE_QUERY } from './NewPasswordForm';
