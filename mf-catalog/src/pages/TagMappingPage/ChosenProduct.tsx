import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Field, Input, Spinner, Text, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { TagDismiss20Regular } from '@fluentui/react-icons';
import { type RfidConfig } from '@hub/contracts';
import { PageState, codeWording } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { EpcText } from '../../components/EpcText';
import { TagHistory } from '../../components/TagHistory';
import type { ScanStatus } from '../../domain/tagMapping';
import type { useTagMapping } from './useTagMapping';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minWidth: 0 },
  epc: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere', minWidth: 0, flexGrow: 1 },
  scan: { fontFamily: tokens.fontFamilyMonospace },
});

const STATUS_COLOR: Readonly<Record<ScanStatus, BadgeProps['color']>> = {
  mapped: 'success',
  replaced: 'success',
  moved: 'warning',
  unchanged: 'informative',
  refused: 'danger',
};

export interface ChosenProductProps {
  mapping: ReturnType<typeof useTagMapping>;
  config: RfidConfig;
  canModify: boolean;
}

/**
 * The chosen product: the input a keyboard-wedge reader types into (one EPC per Enter, mapped at
 * once, the input keeps the focus), the tags scanned in this visit, the product's tags (each may be
 * unmapped) and the history of tags on it.
 */
export function ChosenProduct({ mapping, config, canModify }: ChosenProductProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const { product, tags, log } = mapping;
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (product) input.current?.focus();
  }, [product]);
  if (!product) return <Text className={styles.muted}>{t('tagMapping.scan.chooseFirst')}</Text>;

  return (
    <div className={styles.section} data-testid="chosen-product">
      <div>
        <Text as="h3" block size={500} weight="semibold" className={styles.heading}>
          {product.productCode}
        </Text>
        <Text block className={styles.muted}>
          {t('tagMapping.product.line', { store: product.sid, design: product.designNumber ?? '-', type: product.itemType ?? '-' })}
        </Text>
      </div>
      {canModify && (
        <Field
          label={t('tagMapping.scan.label')}
          hint={t(config.multipleTags ? 'tagMapping.scan.hintSeveral' : 'tagMapping.scan.hintOne', { length: config.length, unit: t(`tagMapping.units.${config.encoding}`) })}
        >
          <Input
            ref={input}
            className={styles.scan}
            value={value}
            autoComplete="off"
            spellCheck={false}
            input={{ dir: 'ltr' }}
            placeholder={t('tagMapping.scan.placeholder')}
            onChange={(_, d) => setValue(d.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              const epc = value;
              setValue('');
              void mapping.scan(epc);
            }}
            data-testid="tag-scan-input"
          />
        </Field>
      )}
      {log.length > 0 && (
        <section aria-label={t('tagMapping.scan.log')} className={styles.section}>
          <ul className={styles.list} data-testid="scan-log">
            {log.map((entry) => (
              <li key={entry.id} className={styles.row} data-testid="scan-entry">
                <Badge appearance="filled" color={STATUS_COLOR[entry.status]}>
                  {t(`tagMapping.status.${entry.status}`)}
                </Badge>
                <span className={styles.epc} dir="ltr">
                  {entry.epc}
                </span>
                {entry.code && <Text size={200}>{codeWording(entry.code)}</Text>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="product-tags-title">
        <Text as="h4" id="product-tags-title" weight="semibold">
          {t('tagMapping.product.tags')}
        </Text>
        {tags.status === 'loading' && <Spinner size="tiny" />}
        {tags.status === 'error' && <PageState kind="error" title={t('tagMapping.product.tagsError')} message={codeWording(tags.error.code, tags.error.message)} onRetry={tags.reload} />}
        {tags.status === 'success' && tags.data && (
          <>
            {tags.data.tags.length === 0 ? (
              <Text className={styles.muted}>{t('tagMapping.product.noTags')}</Text>
            ) : (
              <ul className={styles.list} data-testid="product-tags">
                {tags.data.tags.map((tag) => (
                  <li key={tag.epc} className={styles.row}>
                    <EpcText epc={tag.epc} config={config} className={styles.epc} />
                    {tag.primary && tags.data!.tags.length > 1 && <Badge appearance="outline">{t('tagMapping.product.primary')}</Badge>}
                    {canModify && (
                      <Button size="small" icon={<TagDismiss20Regular />} disabled={mapping.busy} onClick={() => void mapping.unmap(tag.epc)} aria-label={t('tagMapping.product.unmapNamed', { epc: tag.epc })}>
                        {t('tagMapping.product.unmap')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <Text as="h4" weight="semibold">
              {t('tagHistory.title')}
            </Text>
            <TagHistory events={tags.data.history} showEpc emptyText={t('tagHistory.empty')} />
          </>
        )}
      </section>
    </div>
  );
}
