import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  top: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, maxWidth: '760px' },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface ConfigPageHeaderProps {
  icon: ReactNode;
  title: string;
  subtitle: string;
  /** Buttons beside the title (wrap under it on phones). */
  actions?: ReactNode;
}

/** The title block every configuration page starts with. */
export function ConfigPageHeader({ icon, title, subtitle, actions }: ConfigPageHeaderProps) {
  const styles = useStyles();
  return (
    <div className={styles.top}>
      <header className={styles.header}>
        <Text as="h1" size={700} weight="bold" className={styles.title}>
          {icon}
          {title}
        </Text>
        <Text className={styles.muted}>{subtitle}</Text>
      </header>
      {actions}
    </div>
  );
}
