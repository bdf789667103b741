import { loadedOnRender } from '@hub/ui/core';
import type { ComponentType, JSX } from 'react';

/**
 * Route-level code splitting: each layout and its pages are one chunk, fetched when a page of that
 * layout is first shown, so the sign-in page does not download the signed-in chrome (menu, account
 * drawer, product dialog) and their Fluent components. Components of one group share one import.
 */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

function lazyFrom<M>(load: () => Promise<M>) {
  return <K extends keyof M>(name: K): ((props: PropsOf<M[K]>) => JSX.Element) =>
    loadedOnRender(async () => (await load())[name] as ComponentType<PropsOf<M[K]>>);
}

const auth = lazyFrom(() => import('./routes/authPages'));
export const AuthLayout = auth('AuthLayout');
export const SignInPage = auth('SignInPage');
export const RegisterPage = auth('RegisterPage');
export const ResetRequestPage = auth('ResetRequestPage');
export const ResetCodePage = auth('ResetCodePage');
export const ResetPasswordPage = auth('ResetPasswordPage');
export const VerifyEmailPage = auth('VerifyEmailPage');
export const ChooseNewPasswordPage = auth('ChooseNewPasswordPage');

const signedIn = lazyFrom(() => import('./routes/signedInPages'));
export const DefaultLayout = signedIn('DefaultLayout');
export const RemoteOutlet = signedIn('RemoteOutlet');

const shellPages = lazyFrom(() => import('./routes/shellPages'));
export const ProfilePage = shellPages('ProfilePage');
export const PasswordPage = shellPages('PasswordPage');
export const PinPage = shellPages('PinPage');
export const NotificationsPage = shellPages('NotificationsPage');
export const ThemeTempPage = shellPages('ThemeTempPage');

const setup = lazyFrom(() => import('./routes/setupPages'));
export const SetupLayout = setup('SetupLayout');
export const SetupPage = setup('SetupPage');

const info = lazyFrom(() => import('./routes/infoPages'));
export const InfoLayout = info('InfoLayout');
export const PrivacyPolicyPage = info('PrivacyPolicyPage');
