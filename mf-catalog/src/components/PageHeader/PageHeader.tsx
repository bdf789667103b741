import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, maxWidth: '760px' },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A tagging page's title with its icon and the line that says what the page is for. */
export function PageHeader({ icon, title, subtitle }: { icon: ReactNode; title: string; subtitle: string }) {
  const styles = useStyles();
  return (
    <header className={styles.header}>
      <Text as="h1" size={700} weight="bold" className={styles.title}>
        {icon}
        {title}
      </Text>
      <Text className={styles.muted}>{subtitle}</Text>
    </header>
  );
}
