import { ErrorBoundary, HubRoot, Snackbar } from '@hub/ui';
import { BrowserRouter } from 'react-router-dom';
import { PageLoaderBar } from '../components/PageLoaderBar';
import { AppRoutes } from './AppRoutes';
import { useLocaleSync } from './useLocaleSync';
import { useSessionData } from './useSessionData';

function Chrome() {
  useLocaleSync();
  useSessionData();
  return (
    <>
      <PageLoaderBar />
      <Snackbar />
      <AppRoutes />
    </>
  );
}

export function App() {
  return (
    <HubRoot>
      <ErrorBoundary>
        <BrowserRouter>
          <Chrome />
        </BrowserRouter>
      </ErrorBoundary>
    </HubRoot>
  );
}
