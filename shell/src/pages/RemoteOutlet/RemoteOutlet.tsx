import { useLayoutEffect, useRef } from 'react';
import { remoteSlot } from '../../microfrontends/remoteSlot';

/** Places the persistent remote slot in the content area; single-spa mounts the active remote there. */
export function RemoteOutlet() {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const slot = remoteSlot();
    host.current?.appendChild(slot);
    return () => slot.remove();
  }, []);
  return <div ref={host} data-testid="remote-outlet" />;
}
