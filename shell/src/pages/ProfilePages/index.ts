export { PasswordPage, PinPage, ProfilePage } from './ProfilePages';
