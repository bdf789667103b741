export * from './PrivacyPolicyPage';
