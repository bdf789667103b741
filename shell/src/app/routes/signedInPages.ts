// The default layout (top bar, menu, footer, product dialog) and the pages the shell renders in it:
// one chunk, loaded once signed in.
export { DefaultLayout } from '../../layouts/DefaultLayout';
export { PasswordPage, PinPage, ProfilePage } from '../../pages/ProfilePages';
export { NotificationsPage } from '../../pages/NotificationsPage';
export { RemoteOutlet } from '../../pages/RemoteOutlet';
export { ThemeTempPage } from '../../pages/ThemeTempPage';
