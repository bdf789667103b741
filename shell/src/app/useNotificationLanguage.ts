import { useEffect, useRef } from 'react';
import { notifyClient, type Locale } from '@hub/contracts';
import { callApi, useHubStore } from '@hub/ui/core';
import { contactFollowingLanguage, type LanguageCause } from '../rules/notificationLanguage';

/**
 * Keeps the signed-in user's notification language with the language they use the hub in
 * (contactFollowingLanguage) when the user does something: signs in (or otherwise begins a session in
 * this page) or switches language. A page opened with a saved session reads and writes nothing.
 */
export function useNotificationLanguage(): void {
  const locale = useHubStore((s) => s.locale);
  // Not while the session is on a temporary password (403 UAC126): it starts once the password is chosen.
  const userId = useHubStore((s) => (s.user && !s.user.passwordChangeRequired ? `${s.user.merchantID}/${s.user.email}` : null));
  const previous = useRef<Locale | null>(null);
  // Whether a session that starts from now on begins in this page: not the one the page opened with.
  const beginsHere = useRef(false);
  useEffect(() => {
    if (!userId) {
      previous.current = null;
      beginsHere.current = true;
      return;
    }
    const before = previous.current;
    previous.current = locale;
    if (before === locale) return;
    const cause: LanguageCause = before !== null ? { kind: 'switched', from: before } : beginsHere.current ? { kind: 'signed-in' } : { kind: 'restored' };
    if (cause.kind === 'restored') return;
    const controller = new AbortController();
    void (async () => {
      try {
        const contact = await callApi(notifyClient.contact, { signal: controller.signal });
        const body = contactFollowingLanguage(contact, locale, cause);
        if (body) await callApi(notifyClient.saveContact, { body, signal: controller.signal });
      } catch {
        // Notifications keep the language they had; the user can set it on /notification.
      }
    })();
    return () => controller.abort();
  }, [locale, userId]);
}
