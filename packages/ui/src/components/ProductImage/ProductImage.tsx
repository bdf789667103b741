import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Image24Regular } from '@fluentui/react-icons';
import { DEFAULT_IMAGE, productImageUrl } from '@hub/contracts';
import { useEffect, useState } from 'react';
import { useHubStore } from '../../store/hubStore';

export interface ProductImageProps {
  /** The image name to show (see productImageName); none shows the default image. */
  imageName: string | undefined;
  imageBaseUrl: string | null | undefined;
  /** Whose imported images the default path holds (ADR 0028); left out, the signed-in user's merchant. */
  merchantId?: string | null;
  /** The image's text alternative. */
  alt: string;
  /** Edge length in px (a thumbnail, cropped to fill); left out, the image fills its column as a square. */
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
  fill: { width: '100%', aspectRatio: '1 / 1', borderRadius: tokens.borderRadiusLarge },
  image: { width: '100%', height: '100%' },
  cover: { objectFit: 'cover' },
  contain: { objectFit: 'contain' },
});

type Stage = 'image' | 'fallback' | 'none';

/** A product image by the spec section 5 URL rules; the default image when it fails, then an icon. */
export function ProductImage({ imageName, imageBaseUrl, merchantId, alt, size, className }: ProductImageProps) {
  const styles = useStyles();
  const sessionMerchant = useHubStore((s) => s.user?.merchantID ?? null);
  const merchant = merchantId ?? sessionMerchant;
  const first: Stage = imageName ? 'image' : 'fallback';
  const [stage, setStage] = useState<Stage>(first);
  // Another product in the same place starts again from its own image.
  useEffect(() => setStage(first), [first, imageName, imageBaseUrl, merchant]);
  const src = stage === 'image' ? productImageUrl(imageName, imageBaseUrl, merchant) : DEFAULT_IMAGE;
  const box = size === undefined ? undefined : { width: `${size}px`, height: `${size}px` };
  return (
    <span className={mergeClasses(styles.frame, size === undefined && styles.fill, className)} style={box} data-testid="product-image">
      {stage === 'none' ? (
        <Image24Regular aria-label={alt} role="img" />
      ) : (
        <img
          className={mergeClasses(styles.image, size === undefined ? styles.contain : styles.cover)}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          // Only one fallback: if the default image also fails, an icon instead of a retry loop.
          onError={() => setStage(stage === 'image' ? 'fallback' : 'none')}
        />
      )}
    </span>
  );
}
