import { useState } from 'react';

export const AUTH_SIDE_IMAGES = ['/auth/gems.svg', '/auth/rings.svg', '/auth/shelves.svg', '/auth/tags.svg'] as const;

/** Spec section 2: a random side image, chosen once per visit of the auth pages. */
export function useSideImage(random: () => number = Math.random): string {
  const [image] = useState(() => AUTH_SIDE_IMAGES[Math.floor(random() * AUTH_SIDE_IMAGES.length)] ?? AUTH_SIDE_IMAGES[0]);
  return image;
}
