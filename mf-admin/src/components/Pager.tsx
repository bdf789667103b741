import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '../domain/paging';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface PagerProps {
  start: number;
  pageSize: number;
  /** Rows on the current page. */
  shown: number;
  total: number;
  onStart: (start: number) => void;
  /** Accessible name of the navigation landmark. */
  label: string;
}

/** "1–20 of 45" with Previous and Next, for server-paged lists. */
export function Pager({ start, pageSize, shown, total, onStart, label }: PagerProps) {
  const { t } = useTranslation('mf-admin');
  const styles = useStyles();
  const w = pageWindow(start, pageSize, shown, total);

  return (
    <nav className={styles.root} aria-label={label}>
      <Text aria-live="polite">{t('pager.range', { first: w.first, last: w.last, total: w.total })}</Text>
      <div className={styles.buttons}>
        <Button
          // Fluent flips these chevrons in right-to-left pages by itself.
          icon={<ChevronLeft20Regular />}
          disabled={w.previousStart === null}
          onClick={() => w.previousStart !== null && onStart(w.previousStart)}
        >
          {t('pager.previous')}
        </Button>
        <Button
          icon={<ChevronRight20Regular />}
          iconPosition="after"
          disabled={w.nextStart === null}
          onClick={() => w.nextStart !== null && onStart(w.nextStart)}
        >
          {t('pager.next')}
        </Button>
      </div>
    </nav>
  );
}
