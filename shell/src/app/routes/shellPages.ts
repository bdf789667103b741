// The shell's own signed-in pages (profile, password, PIN, notifications, the theme samples): fetched
// when one of them is first shown, not with the layout every signed-in page loads (issue 30 item 3).
export { PasswordPage, PinPage, ProfilePage } from '../../pages/ProfilePages';
export { NotificationsPage } from '../../pages/NotificationsPage';
export { ThemeTempPage } from '../../pages/ThemeTempPage';
