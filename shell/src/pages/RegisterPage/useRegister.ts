import { localizePath, registrationClient } from '@hub/contracts';
import { callApi, hubStore, isApiError, navigateTo } from '@hub/ui/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface RegisterFields {
  merchantName: string;
  userName: string;
  email: string;
  password: string;
  serialKey: string;
}

const EMPTY: RegisterFields = { merchantName: '', userName: '', email: '', password: '', serialKey: '' };

/** The browser's time zone: the new merchant's MASTER store's (spec section 3). */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Registration with a serial key (issue 15 item 5): the server judges every field and answers a
 * code (UR103 no key, UR104 invalid key, ...); on success its first user is signed in and goes to /setup.
 */
export function useRegister() {
  const { t } = useTranslation('shell');
  const [fields, setFields] = useState<RegisterFields>(EMPTY);
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);

  const set = (name: keyof RegisterFields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const answer = await callApi(registrationClient.register, { body: { ...fields, email: fields.email.trim(), tz: browserTimeZone() } });
      const state = hubStore.getState();
      state.signIn({ user: answer.user, accessToken: answer.accessToken, refreshToken: answer.refreshToken });
      navigateTo(localizePath('/setup', state.locale), { replace: true });
    } catch (e) {
      // Worded by code in the user's language (the server's message is the fallback for a code the client does not know).
      setError(isApiError(e) ? { code: e.code, message: t(`codes:${e.code}`, { defaultValue: e.message }) } : { code: 'SE100', message: t('codes:SE100') });
      setSubmitting(false);
    }
  };

  return { fields, set, showPassword, setShowPassword, submitting, error, submit };
}
