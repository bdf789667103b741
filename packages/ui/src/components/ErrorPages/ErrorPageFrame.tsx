import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    minHeight: '50vh',
  },
  code: { fontSize: '64px', lineHeight: '72px', fontWeight: 700, color: tokens.colorBrandForeground1 },
  body: { maxWidth: '560px', color: tokens.colorNeutralForeground2 },
});

export interface ErrorPageFrameProps {
  code?: string;
  title: string;
  body?: ReactNode;
  extra?: ReactNode;
  actions?: ReactNode;
  testId: string;
}

export function ErrorPageFrame({ code, title, body, extra, actions, testId }: ErrorPageFrameProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} data-testid={testId}>
      {code && (
        <div className={styles.code} aria-hidden="true">
          {code}
        </div>
      )}
      {extra}
      {/* Centred on every line (Fluent's Text aligns to the start): a title that wraps on a phone. */}
      <Text as="h1" size={600} weight="semibold" align="center">
        {title}
      </Text>
      {body && (
        <Text className={styles.body} align="center">
          {body}
        </Text>
      )}
      {actions}
    </section>
  );
}
