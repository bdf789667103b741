import { ErrorBoundary, HubRoot, Snackbar } from '@hub/ui/core';
import { BrowserRouter } from 'react-router-dom';
import { PageLoaderBar } from '../components/PageLoaderBar';
import { AppRoutes } from './AppRoutes';
import { useLocaleSync } from './useLocaleSync';
import { useNotificationLanguage } from './useNotificationLanguage';
import { useSessionData } from './useSessionData';
import { useMerchantTheme } from '../theme/useMerchantTheme';

function Chrome() {
  useLocaleSync();
  useSessionData();
  useMerchantTheme();
  useNotificationLanguage();
  return (
    <>
      <PageLoaderBar />
      <Snackbar />
      {/* Layouts and pages are fetched per route (lazyPages, no Suspense); the loader bar shows if that takes long. */}
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
