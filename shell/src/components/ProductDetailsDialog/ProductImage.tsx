import { makeStyles, tokens } from '@fluentui/react-components';
import { DEFAULT_IMAGE } from '@hub/contracts';
import { useEffect, useState } from 'react';

const useStyles = makeStyles({
  image: {
    display: 'block',
    width: '100%',
    aspectRatio: '1 / 1',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/** Spec section 5: the product image, or the default image when it cannot be loaded. */
export function ProductImage({ src, alt }: { src: string; alt: string }) {
  const styles = useStyles();
  const [current, setCurrent] = useState(src);
  useEffect(() => setCurrent(src), [src]);
  return (
    <img
      className={styles.image}
      src={current}
      alt={alt}
      data-testid="product-image"
      // Only one fallback: if the default image also fails, no retry loop.
      onError={() => setCurrent((c) => (c === DEFAULT_IMAGE ? c : DEFAULT_IMAGE))}
    />
  );
}
