import { useEffect, useRef, useState } from 'react';
import { useHubStore } from '@hub/ui/core';
import { LoaderThrottle } from '../../rules/loaderThrottle';

/** Loading while HTTP requests run or single-spa is switching applications. */
export function usePageLoader(): boolean {
  const requests = useHubStore((s) => s.loading);
  const [routing, setRouting] = useState(false);
  const [visible, setVisible] = useState(false);
  const throttle = useRef<LoaderThrottle | null>(null);

  useEffect(() => {
    const before = () => setRouting(true);
    const after = () => setRouting(false);
    window.addEventListener('single-spa:before-routing-event', before);
    window.addEventListener('single-spa:routing-event', after);
    throttle.current = new LoaderThrottle(setVisible);
    return () => {
      window.removeEventListener('single-spa:before-routing-event', before);
      window.removeEventListener('single-spa:routing-event', after);
      throttle.current?.dispose();
    };
  }, []);

  useEffect(() => {
    throttle.current?.update(requests > 0 || routing);
  }, [requests, routing]);

  return visible;
}
