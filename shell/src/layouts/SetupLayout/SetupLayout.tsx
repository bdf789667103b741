import type { ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { SignOut20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Footer } from '../../components/Footer';
import { Logo } from '../../components/Logo';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useSignOut } from '../../components/UserMenu';
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
  tools: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  main: { flexGrow: 1, width: '100%', maxWidth: '880px', marginInline: 'auto', boxSizing: 'border-box', padding: tokens.spacingHorizontalXL },
});

/** Spec section 2: the setup layout, with logout and theme toggle. */
export function SetupLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const signOut = useSignOut();
  const { t } = useTranslation('shell');
  return (
    <div className={styles.root} data-layout="setup">
      <SkipLink />
      <header className={styles.header}>
        <Logo />
        <div className={styles.tools}>
          <ThemeToggle />
          <Button appearance="subtle" icon={<SignOut20Regular />} onClick={signOut}>
            {t('setup.logout')}
          </Button>
        </div>
      </header>
      <main className={styles.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
