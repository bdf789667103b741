import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { JSX, ReactNode } from 'react';
import { PageState } from '../PageState';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  top: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** What a list shows: loading, a failure with Retry, nothing (empty or no match), or its rows. */
export type ListPageBody =
  | { kind: 'loading'; message: string }
  | { kind: 'error'; title: string; message?: string; onRetry: () => void }
  | { kind: 'empty'; icon: JSX.Element; title: string; message?: string }
  | { kind: 'rows'; content: ReactNode };

export interface ListPageProps {
  testId: string;
  title: string;
  /** Under the title (what the page holds, and how many). */
  subtitle: ReactNode;
  /** The page's main action (New...), already gated by its permission. */
  action?: ReactNode;
  /** A search box above the list. */
  search?: ReactNode;
  body: ListPageBody;
  /** Drawers and dialogs the page opens. */
  children?: ReactNode;
}

/**
 * The one frame of a list page (issue 10 item 5): title and subtitle with the main action, an
 * optional search, then the list in its state (loading, error with Retry, empty, rows with their
 * pager). Stores, users, roles and the audit trail share it.
 */
export function ListPage({
  testId,
  title,
  subtitle,
  action,
  search,
  body,
  children,
}: ListPageProps): JSX.Element {
  const styles = useStyles();
  return (
    <section className={styles.root} data-testid={testId}>
      <div className={styles.top}>
        <div className={styles.header}>
          <Text as="h1" size={700} weight="bold" className={styles.title}>
            {title}
          </Text>
          <Text className={styles.muted}>{subtitle}</Text>
        </div>
        {action}
      </div>
      {search}
      {body.kind === 'loading' && <PageState kind="loading" message={body.message} />}
      {body.kind === 'error' && (
        <PageState kind="error" title={body.title} message={body.message} onRetry={body.onRetry} />
      )}
      {body.kind === 'empty' && (
        <PageState kind="empty" icon={body.icon} title={body.title} message={body.message} />
      )}
      {body.kind === 'rows' && body.content}
      {children}
    </section>
  );
}
