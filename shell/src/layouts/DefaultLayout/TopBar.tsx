import { makeStyles, tokens } from '@fluentui/react-components';
import { MEDIA, showsLocationSelector, splitLocalePath } from '@hub/contracts';
import { useHubStore } from '@hub/ui';
import { useLocation } from 'react-router-dom';
import { AccountDrawer } from '../../components/AccountDrawer';
import { AccountLabel } from '../../components/AccountLabel';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { LocationSelector } from '../../components/LocationSelector';
import { Logo } from '../../components/Logo';
import { MainNav } from '../../components/MainNav';
import { MobileMenu } from '../../components/MobileMenu';
import { QuickSettings } from '../../components/QuickSettings';
import { ThemeToggle } from '../../components/ThemeToggle';
import { UserMenu } from '../../components/UserMenu';

const NARROW = MEDIA.belowTablet;
const WIDE = MEDIA.tablet;

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: 100,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '56px',
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  hamburger: { display: 'none', [NARROW]: { display: 'block' } },
  nav: { flexGrow: 1, minWidth: 0, [NARROW]: { display: 'none' } },
  spacer: { flexGrow: 1, [WIDE]: { display: 'none' } },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, flexShrink: 0 },
  wideOnly: { [NARROW]: { display: 'none' } },
});

export function TopBar() {
  const styles = useStyles();
  const roles = useHubStore((s) => s.user?.roles);
  const { pathname } = useLocation();
  const withLocation = !!roles && showsLocationSelector(roles, splitLocalePath(pathname).path);
  return (
    <header className={styles.bar} data-testid="top-bar">
      <div className={styles.hamburger}>
        <MobileMenu />
      </div>
      <Logo />
      <div className={styles.nav}>
        <MainNav />
      </div>
      <div className={styles.spacer} />
      <div className={styles.tools}>
        {withLocation && <LocationSelector />}
        <div className={styles.wideOnly}>
          <AccountLabel />
        </div>
        <QuickSettings />
        <ThemeToggle />
        <LanguageSwitcher compact />
        <div className={styles.wideOnly}>
          <UserMenu />
        </div>
      </div>
      <AccountDrawer />
    </header>
  );
}
