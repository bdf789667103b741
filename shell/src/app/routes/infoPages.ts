// The info layout (privacy policy, pages not found while signed out).
export { InfoLayout } from '../../layouts/InfoLayout';
export { PrivacyPolicyPage } from '../../pages/PrivacyPolicyPage';
