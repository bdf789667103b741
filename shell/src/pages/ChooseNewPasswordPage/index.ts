export { ChooseNewPasswordPage } from './ChooseNewPasswordPage';
