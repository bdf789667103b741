import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: { width: '100%', maxWidth: '400px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  title: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground2 },
});

/** The card of the auth layout's pages that are not the sign-in form: a title, an intro, the content. */
export function ResetFrame({ title, intro, children, testId }: { title: string; intro?: string; children: ReactNode; testId: string }) {
  const styles = useStyles();
  return (
    <section className={styles.card} data-testid={testId} aria-labelledby={`${testId}-title`}>
      <div>
        <Text as="h1" id={`${testId}-title`} size={800} weight="bold" className={styles.title} block>
          {title}
        </Text>
        {intro && <Text className={styles.subtitle}>{intro}</Text>}
      </div>
      {children}
    </section>
  );
}
