import { MEDIA } from '@hub/contracts';
import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Footer } from '../../components/Footer';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useSideImage } from './useSideImage';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'grid',
    gridTemplateColumns: '1fr',
    backgroundColor: tokens.colorNeutralBackground2,
    [MEDIA.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(420px, 4fr)' },
  },
  side: {
    display: 'none',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    [MEDIA.desktop]: { display: 'block' },
  },
  main: { display: 'flex', flexDirection: 'column', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground1 },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
  },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  content: { flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: tokens.spacingHorizontalXL },
});

/** Spec section 2: logo, theme toggle, a random side image on wide screens, footer. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const image = useSideImage();
  return (
    <div className={styles.root} data-layout="auth">
      <SkipLink />
      <div className={styles.side} style={{ backgroundImage: `url(${image})` }} data-testid="auth-side-image" aria-hidden="true" />
      <div className={styles.main}>
        <header className={styles.header}>
          <Logo />
          <div className={styles.tools}>
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
        </header>
        <main className={styles.content} id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
    </div>
  );
}
