import { bannerApi, localizePath, type BannerAnswer, type BannerCondition } from '@hub/contracts';
import { callApi, hubStore, navigateTo, useHubStore } from '@hub/ui';
import { useCallback, useEffect, useState } from 'react';

/** How often an open tab asks again (a failure or a licence may change while it stays open). */
export const BANNER_REFRESH_MS = 5 * 60_000;

const EMPTY: BannerAnswer = { show: false, conditions: [] };

/**
 * The banner's conditions from GET /merchant/banner (issue 15 item 6), read after sign-in, on a
 * switch of account, when the tab comes back into view and every few minutes; dismissing one
 * tells the server, which remembers it for the user and answers what remains.
 */
export function useBanner() {
  const token = useHubStore((s) => s.accessToken);
  const merchant = useHubStore((s) => s.user?.merchantID);
  const [answer, setAnswer] = useState<BannerAnswer>(EMPTY);

  useEffect(() => {
    if (!token) {
      setAnswer(EMPTY);
      return undefined;
    }
    let live = true;
    const load = () => {
      callApi(bannerApi.get)
        .then((next) => {
          if (live) setAnswer(next);
        })
        .catch(() => undefined);
    };
    load();
    const timer = setInterval(load, BANNER_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token, merchant]);

  const dismiss = useCallback(async (condition: BannerCondition) => {
    // Hidden at once; the server's answer (what remains) follows.
    setAnswer((current) => {
      const conditions = current.conditions.filter((c) => !(c.kind === condition.kind && c.key === condition.key));
      return { show: conditions.length > 0, conditions };
    });
    try {
      setAnswer(await callApi(bannerApi.dismiss, { body: { kind: condition.kind, key: condition.key } }));
    } catch {
      // Not remembered: it shows again on the next reading.
    }
  }, []);

  const act = useCallback((condition: BannerCondition) => navigateTo(localizePath(condition.action, hubStore.getState().locale)), []);

  return { condition: answer.show ? answer.conditions[0] : undefined, more: Math.max(0, answer.conditions.length - 1), dismiss, act };
}
