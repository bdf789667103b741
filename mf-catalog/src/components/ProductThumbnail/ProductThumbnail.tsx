import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Image24Regular } from '@fluentui/react-icons';
import { DEFAULT_IMAGE, productImageUrl } from '@hub/contracts';
import { useState } from 'react';

export interface ProductThumbnailProps {
  imageName: string | undefined;
  imageBaseUrl: string | null | undefined;
  /** The image's text alternative (the product code). */
  alt: string;
  /** Edge length in px. */
  size?: number;
  className?: string;
}

const useStyles = makeStyles({
  frame: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground4,
  },
  image: { width: '100%', height: '100%', objectFit: 'cover' },
});

type Stage = 'image' | 'fallback' | 'none';

/** A product image by the spec section 5 URL rules; /no-Image.png when it fails, then an icon. */
export function ProductThumbnail({ imageName, imageBaseUrl, alt, size = 40, className }: ProductThumbnailProps) {
  const styles = useStyles();
  const [stage, setStage] = useState<Stage>(imageName ? 'image' : 'fallback');
  const src = stage === 'image' ? productImageUrl(imageName, imageBaseUrl) : DEFAULT_IMAGE;
  const box = { width: `${size}px`, height: `${size}px` };
  return (
    <span className={mergeClasses(styles.frame, className)} style={box} data-testid="product-thumbnail">
      {stage === 'none' ? (
        <Image24Regular aria-label={alt} role="img" />
      ) : (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setStage(stage === 'image' ? 'fallback' : 'none')}
        />
      )}
    </span>
  );
}
