// The default layout (top bar, menu, footer, product dialog) and the outlet of the remotes' pages: one
// chunk, loaded once signed in. The shell's own pages in that layout are a chunk of their own
// (shellPages.ts), so a remote's page (the dashboard, /products) does not download them (issue 30 item 3).
export { DefaultLayout } from '../../layouts/DefaultLayout';
export { RemoteOutlet } from '../../pages/RemoteOutlet';
