import { makeStyles, tokens } from '@fluentui/react-components';
import { localizePath, THEME_ACCENT } from '@hub/contracts';
import { useState } from 'react';
import { navigateTo, useHubStore } from '@hub/ui/core';
import { useTranslation } from 'react-i18next';
import { lastLogoUrl } from '../../theme/lastLogo';

/**
 * The logo to show: the merchant's (issue 15 item 4) once its theme is loaded; before signing in, the
 * last merchant's from this browser (its address is public); else the product's own mark.
 */
function useLogoUrl(): string | null {
  const signedIn = useHubStore((s) => s.accessToken !== null);
  const merchantLogo = useHubStore((s) => s.merchantTheme?.logo?.url ?? null);
  return signedIn ? merchantLogo : lastLogoUrl();
}

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    textDecoration: 'none',
    color: tokens.colorNeutralForeground1,
    fontWeight: 700,
    fontSize: '20px',
    letterSpacing: '0.5px',
  },
  image: { display: 'block', height: '36px', width: 'auto', maxWidth: '180px', objectFit: 'contain' },
});

/** The Hub mark: a faceted gem in the merchant's accent colour (the CSS variable the shell sets; #536dfe before it). */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M8 4h16l6 8-14 17L2 12z" fill={`var(--hub-accent, ${THEME_ACCENT})`} />
      <path d="M8 4l3 8h10l3-8M2 12h28M11 12l5 17 5-17" fill="none" stroke="rgba(255, 255, 255, 0.75)" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo() {
  const styles = useStyles();
  const locale = useHubStore((s) => s.locale);
  const { t } = useTranslation('shell');
  const href = localizePath('/', locale);
  const logoUrl = useLogoUrl();
  const [broken, setBroken] = useState<string | null>(null);
  const merchantLogo = logoUrl !== null && broken !== logoUrl;
  return (
    <a
      href={href}
      className={styles.root}
      aria-label={t('topBar.home')}
      onClick={(e) => {
        e.preventDefault();
        navigateTo(href);
      }}
    >
      {merchantLogo ? (
        <img src={logoUrl} alt="" className={styles.image} data-testid="merchant-logo" onError={() => setBroken(logoUrl)} />
      ) : (
        <>
          <LogoMark />
          <span>Hub</span>
        </>
      )}
    </a>
  );
}
