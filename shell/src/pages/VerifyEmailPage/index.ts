export * from './VerifyEmailPage';
