import type { ReactNode } from 'react';

export interface PageStateProps {
  /** loading: a spinner; error: a red message with Retry; empty: a quiet note with an icon. */
  kind: 'loading' | 'error' | 'empty';
  title?: string;
  message?: string;
  icon?: ReactNode;
  onRetry?: () => void;
}
