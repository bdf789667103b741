// The first-run setup wizard and its layout.
export { SetupLayout } from '../../layouts/SetupLayout';
export { SetupPage } from '../../pages/SetupPage';
