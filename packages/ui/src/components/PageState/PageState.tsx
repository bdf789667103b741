import type { ReactNode } from 'react';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

export interface PageStateProps {
  /** loading: a spinner; error: a red message with Retry; empty: a quiet note with an icon. */
  kind: 'loading' | 'error' | 'empty';
  title?: string;
  /** The spinner's label (default: "Loading…" of @hub/ui), or the error's or empty note's text. */
  message?: string;
  icon?: ReactNode;
  onRetry?: () => void;
}

const useStyles = makeStyles({
  loading: { padding: `${tokens.spacingVerticalXXL} 0` },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  emptyIcon: { fontSize: '40px', color: tokens.colorBrandForeground1, display: 'flex' },
});

/** Loading, error and empty states of a page section; its own words come from @hub/ui's `common`. */
export function PageState({ kind, title, message, icon, onRetry }: PageStateProps) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  if (kind === 'loading') {
    return <Spinner className={styles.loading} size="medium" label={message ?? t('loading')} />;
  }
  if (kind === 'error') {
    return (
      <MessageBar intent="error" layout="multiline" role="alert">
        <MessageBarBody>
          {title && <MessageBarTitle>{title}</MessageBarTitle>}
          {message}
        </MessageBarBody>
        {onRetry && (
          <MessageBarActions>
            <Button icon={<ArrowClockwise20Regular />} onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          </MessageBarActions>
        )}
      </MessageBar>
    );
  }
  return (
    <div className={styles.empty} role="status">
      {icon && <span className={styles.emptyIcon}>{icon}</span>}
      {title && (
        <Text weight="semibold" size={400}>
          {title}
        </Text>
      )}
      {message && <Text>{message}</Text>}
    </div>
  );
}
