import { makeStyles, tokens } from '@fluentui/react-components';
import { localizePath } from '@hub/contracts';
import { navigateTo, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';

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
});

/** The Hub mark: a faceted gem in the accent colour. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M8 4h16l6 8-14 17L2 12z" fill="#536dfe" />
      <path d="M8 4l3 8h10l3-8M2 12h28M11 12l5 17 5-17" fill="none" stroke="#dde3ff" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo() {
  const styles = useStyles();
  const locale = useHubStore((s) => s.locale);
  const { t } = useTranslation('shell');
  const href = localizePath('/', locale);
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
      <LogoMark />
      <span>Hub</span>
    </a>
  );
}
