import { createRoot } from 'react-dom/client';
import { hasSavedTheme, hubStore, keepSessionBootstrap, keepSignedInCookie, loadLocaleStrings, writeThemeCookie } from '@hub/ui/core';
import { App } from './app/App';
import { registerShellStrings } from './i18n';
import { registerMicrofrontends } from './microfrontends/registerMicrofrontends';
import { installChunkReloadGuard } from './rules/chunkReloadGuard';

// The session's start is asked first, beside the remotes' manifest (issue 30 item 1): setup, config,
// theme, contact, banner and import progress in one answer, before the first render asks for them.
keepSessionBootstrap();
// English comes with the code; the page's own language (th, zh, ar) is a chunk fetched now, before the
// first render, and the other languages only on a switch (issue 30 item 3).
const strings = Promise.all([registerShellStrings(), loadLocaleStrings(hubStore.getState().locale)]);
installChunkReloadGuard();
// A theme saved before the server read it (issue 30 item 2): the next page's frame paints in it too.
if (hasSavedTheme()) writeThemeCookie(hubStore.getState().theme);
// Whether a session is held, for the server: a signed-out visit then paints the sign-in frame (issue 30).
keepSignedInCookie();

const container = document.getElementById('root');
// Drawn in English (the fallback) if the language's chunk cannot be fetched.
const render = () => container && createRoot(container).render(<App />);
void strings.then(render, render);

void registerMicrofrontends();
