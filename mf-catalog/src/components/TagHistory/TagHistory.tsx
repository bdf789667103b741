import { useState } from 'react';
import { Badge, Button, Text, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { MEDIA, type TagEvent, type TagEventKind, type TagProductRef } from '@hub/contracts';
import { useDateFormat } from '@hub/ui';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'grid',
    // The kinds in one column, so that the entries' texts line up.
    gridTemplateColumns: 'minmax(9rem, max-content) minmax(0, 1fr)',
    [MEDIA.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    alignItems: 'baseline',
    paddingBottom: tokens.spacingVerticalS,
    borderBottomWidth: tokens.strokeWidthThin,
    borderBottomStyle: 'solid',
    borderBottomColor: tokens.colorNeutralStroke2,
  },
  kind: { justifySelf: 'start' },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  epc: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const COLOR: Readonly<Record<TagEventKind, BadgeProps['color']>> = {
  MAPPED: 'success',
  UNMAPPED: 'subtle',
  MOVED: 'warning',
  PRINTED: 'brand',
  VOIDED: 'danger',
  SEEN_IN_STOCKTAKE: 'informative',
};

export interface TagHistoryProps {
  events: readonly TagEvent[];
  /** Show each entry's EPC (a product's history holds several tags; a tag's own does not need it). */
  showEpc: boolean;
  emptyText: string;
  /** How many entries show before "Show all" (a product seen in 60 counts has 60 entries). */
  initial?: number;
}

/** A tag's history, or the history of the tags of a product (issue 14 item 2), newest first. */
export function TagHistory({ events, showEpc, emptyText, initial = 10 }: TagHistoryProps) {
  const styles = useStyles();
  const [all, setAll] = useState(false);
  const shown = all ? events : events.slice(0, initial);
  const { t } = useTranslation('mf-catalog');
  const dates = useDateFormat();
  const product = (p: TagProductRef | null) =>
    p ? t('tagHistory.product', { code: p.productCode, store: p.sid }) : '-';
  if (events.length === 0) return <Text className={styles.muted}>{emptyText}</Text>;
  return (
    <>
      <ol className={styles.list} data-testid="tag-history">
        {shown.map((e) => (
          <li key={e.id} className={styles.item} data-testid="tag-history-entry">
            <Badge appearance="tint" color={COLOR[e.kind]} className={styles.kind}>
              {t(`tagHistory.kinds.${e.kind}`)}
            </Badge>
            <span className={styles.text}>
              <Text>
                {e.kind === 'MOVED'
                  ? t('tagHistory.moved', { from: product(e.from), to: product(e.product) })
                  : e.kind === 'SEEN_IN_STOCKTAKE'
                    ? t('tagHistory.seen', {
                        product: product(e.product),
                        stocktake: String(e.details.stocktakeId ?? '-'),
                        store: String(e.details.countSid ?? '-'),
                      })
                    : product(e.product)}
              </Text>
              {showEpc && (
                <Text size={200} className={styles.epc} dir="ltr">
                  {e.epc}
                </Text>
              )}
              <Text size={200} className={styles.muted}>
                {dates.dateTime(e.at)}
              </Text>
            </span>
          </li>
        ))}
      </ol>
      {shown.length < events.length && (
        <Button appearance="subtle" onClick={() => setAll(true)}>
          {t('tagHistory.showAll', { total: events.length })}
        </Button>
      )}
    </>
  );
}
