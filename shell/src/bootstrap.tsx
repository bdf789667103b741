import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerShellStrings } from './i18n';
import { registerMicrofrontends } from './microfrontends/registerMicrofrontends';
import { installChunkReloadGuard } from './rules/chunkReloadGuard';

registerShellStrings();
installChunkReloadGuard();

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);

void registerMicrofrontends();
