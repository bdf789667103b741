import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface ScrollCue {
  /** Columns are scrolled away at the start. */
  before: boolean;
  /** More columns wait at the end. */
  after: boolean;
}

/** Which ends of a sideways-scrolling area hide something; right-to-left pages included. */
export function scrollCueOf(area: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollCue {
  // Chromium counts a right-to-left area's scrollLeft from 0 down to a negative maximum.
  const offset = Math.abs(area.scrollLeft);
  const room = area.scrollWidth - area.clientWidth;
  return { before: offset > 1, after: room - offset > 1 };
}

/** Watches an area's sideways scrolling and size, and scrolls it by most of its width on request. */
export function useScrollCue(ref: RefObject<HTMLElement | null>, watch: unknown): ScrollCue & { scrollOn: () => void } {
  const [cue, setCue] = useState<ScrollCue>({ before: false, after: false });
  const update = useCallback(() => {
    const area = ref.current;
    if (!area) return;
    const next = scrollCueOf(area);
    setCue((prev) => (prev.before === next.before && prev.after === next.after ? prev : next));
  }, [ref]);
  useEffect(() => {
    const area = ref.current;
    if (!area) return undefined;
    update();
    area.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resize?.observe(area);
    const table = area.firstElementChild;
    if (table) resize?.observe(table);
    window.addEventListener('resize', update);
    return () => {
      area.removeEventListener('scroll', update);
      resize?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref, update, watch]);
  const scrollOn = useCallback(() => {
    const area = ref.current;
    if (!area) return;
    const rtl = getComputedStyle(area).direction === 'rtl';
    area.scrollBy({ left: (rtl ? -1 : 1) * area.clientWidth * 0.8, behavior: 'smooth' });
  }, [ref]);
  return { ...cue, scrollOn };
}
