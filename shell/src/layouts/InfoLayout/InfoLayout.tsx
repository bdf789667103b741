import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Footer } from '../../components/Footer';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';
import { ThemeToggle } from '../../components/ThemeToggle';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    height: '56px',
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  tools: { display: 'flex', gap: tokens.spacingHorizontalXS },
  main: { flexGrow: 1, width: '100%', maxWidth: '880px', marginInline: 'auto', boxSizing: 'border-box', padding: tokens.spacingHorizontalXL },
});

/** Spec section 2: the info layout of the privacy page. */
export function InfoLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root} data-layout="info">
      <SkipLink />
      <header className={styles.header}>
        <Logo />
        <div className={styles.tools}>
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main className={styles.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer showPrivacy={false} />
    </div>
  );
}
