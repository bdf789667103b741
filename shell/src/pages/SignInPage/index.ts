export * from './SignInPage';
