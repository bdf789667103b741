import { useState, type FormEvent } from 'react';
import { localizePath, sessionClient } from '@hub/contracts';
import { callApi, hubStore, isApiError, navigateTo } from '@hub/ui/core';
import { useTranslation } from 'react-i18next';

/** Where to go after signing in: the redirect query parameter when it is a local path, else '/'. */
export function redirectTarget(search: string, locale: Parameters<typeof localizePath>[1]): string {
  const redirect = new URLSearchParams(search).get('redirect');
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return localizePath('/', locale);
}

export function useSignIn() {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('signin.required'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const answer = await callApi(sessionClient.signIn, { body: { email: email.trim(), password } });
      const state = hubStore.getState();
      state.signIn({ user: answer.user, accessToken: answer.accessToken, refreshToken: answer.refreshToken });
      navigateTo(redirectTarget(window.location.search, state.locale), { replace: true });
    } catch (e) {
      // The message arrives in the language of the request (Accept-Language), keyed by its code.
      setError(isApiError(e) ? e.message : t('codes:SE100'));
      setSubmitting(false);
    }
  };

  return { email, setEmail, password, setPassword, showPassword, setShowPassword, submitting, error, submit };
}
