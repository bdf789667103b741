import type { ReactNode } from 'react';
import { matchPageRoute, localizePath, mayOpenPage, splitLocalePath } from '@hub/contracts';
import { AccessDeniedPage, NoRouteMatch, NotFoundPage, useHubStore } from '@hub/ui/core';
import { Navigate, useLocation } from 'react-router-dom';
import { OfflineNotice } from '../components/OfflineNotice';
import { openDuringSetup } from '../rules/setupWizard';
import {
  AuthLayout,
  ChooseNewPasswordPage,
  DefaultLayout,
  InfoLayout,
  PasswordPage,
  PinPage,
  NotificationsPage,
  PrivacyPolicyPage,
  ProfilePage,
  RegisterPage,
  RemoteOutlet,
  ResetCodePage,
  ResetPasswordPage,
  ResetRequestPage,
  SetupLayout,
  SetupPage,
  SignInPage,
  ThemeTempPage,
  VerifyEmailPage,
} from './lazyPages';

/** Pages the shell renders itself inside the default layout. */
const SHELL_PAGES: Readonly<Record<string, ReactNode>> = {
  '/profile': <ProfilePage />,
  '/profile/password': <PasswordPage />,
  '/profile/pin': <PinPage />,
  '/notification': <NotificationsPage />,
  '/theme-temp': <ThemeTempPage />,
};

/** Password reset pages (spec section 2): public, in the auth layout, signed in or not. */
const RESET_PAGES: Readonly<Record<string, ReactNode>> = {
  '/auth/reset': <ResetRequestPage />,
  '/auth/reset/:code': <ResetCodePage />,
  '/auth/reset-password': <ResetPasswordPage />,
  // E-mail verification (issue 29 item 2): the mailed link, signed in or not.
  '/auth/verify-email/:code': <VerifyEmailPage />,
};

/**
 * The shell's router: every path of spec section 2 (with or without a locale prefix) is matched
 * with the contracts' route table, then given its layout. Remote pages get the content slot.
 */
export function AppRoutes() {
  const location = useLocation();
  const { path, locale: prefix } = splitLocalePath(location.pathname);
  const to = (target: string) => localizePath(target, prefix ?? 'en');
  const route = matchPageRoute(location.pathname);
  const signedIn = useHubStore((s) => s.user !== null && s.accessToken !== null);
  const setupDone = useHubStore((s) => s.setupDone);
  const roles = useHubStore((s) => s.user?.roles);
  const passwordChangeRequired = useHubStore((s) => s.user?.passwordChangeRequired === true);

  // Issue 29 item 3: signed in with a temporary password, the user chooses a new one before anything
  // else, whatever page was asked for (the server refuses every other call, 403 UAC126); the page
  // follows once it is chosen. The public pages (privacy policy, password reset) stay open.
  if (signedIn && passwordChangeRequired && !route?.public) {
    return (
      <AuthLayout>
        <ChooseNewPasswordPage />
      </AuthLayout>
    );
  }
  if (!route) {
    return signedIn ? (
      <DefaultLayout>
        <NoRouteMatch />
      </DefaultLayout>
    ) : (
      <InfoLayout>
        <NoRouteMatch />
      </InfoLayout>
    );
  }
  switch (route.pattern) {
    case '/auth/signin':
      return signedIn ? (
        <Navigate to={to('/')} replace />
      ) : (
        <AuthLayout>
          <SignInPage />
        </AuthLayout>
      );
    case '/auth/register':
      return signedIn ? (
        <Navigate to={to('/')} replace />
      ) : (
        <AuthLayout>
          <RegisterPage />
        </AuthLayout>
      );
    case '/login':
      return <Navigate to={to(signedIn ? '/' : '/auth/signin')} replace />;
    case '/privacypolicy':
      return (
        <InfoLayout>
          <PrivacyPolicyPage />
        </InfoLayout>
      );
    case '/offline':
      return <OfflineNotice page />;
    default:
      break;
  }
  const resetPage = RESET_PAGES[route.pattern];
  if (resetPage) return <AuthLayout>{resetPage}</AuthLayout>;
  if (route.public) {
    return (
      <DefaultLayout>
        <NotFoundPage />
      </DefaultLayout>
    );
  }
  if (!signedIn) {
    // Signing out navigates and clears the session at once; the router's transition may lag the
    // store by a render, and that stale render must not add a redirect back to the old page.
    if (window.location.pathname !== location.pathname) return null;
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${to('/auth/signin')}${path === '/' ? '' : `?redirect=${redirect}`}`} replace />;
  }
  if (route.pattern === '/setup') {
    return setupDone === true ? (
      <Navigate to={to('/')} replace />
    ) : (
      <SetupLayout>
        <SetupPage />
      </SetupLayout>
    );
  }
  // The wizard's step pages stay open: it links to them (issue 15 item 5); the rest goes to /setup.
  if (setupDone === false && !openDuringSetup(route.pattern)) return <Navigate to={to('/setup')} replace />;
  // From the page table: a page not built yet is the 404 page, one the user may not open is Access
  // Denied (spec section 2); the remote is not mounted for either (see registerMicrofrontends).
  if (!route.built) {
    return (
      <DefaultLayout>
        <NotFoundPage />
      </DefaultLayout>
    );
  }
  if (!mayOpenPage(route, roles)) {
    return (
      <DefaultLayout>
        <AccessDeniedPage />
      </DefaultLayout>
    );
  }
  const shellPage = SHELL_PAGES[route.pattern];
  if (shellPage) return <DefaultLayout>{shellPage}</DefaultLayout>;
  return <DefaultLayout>{route.owner === 'shell' ? <NotFoundPage /> : <RemoteOutlet />}</DefaultLayout>;
}
