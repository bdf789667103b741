import { useCallback } from 'react';
import { Card, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { History20Regular } from '@fluentui/react-icons';
import { tagMappingApi, type Product } from '@hub/contracts';
import { PageState, callApi, codeWording, useApiResource } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { TagHistory } from '../../components/TagHistory';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM, minWidth: 0 },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, minWidth: 0 },
  epc: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The product's tags and the history of every tag it carried (issue 14 item 2), for holders of TAG_MAPPING_READ_PREVIEW. */
export function ProductTagHistory({ product }: { product: Pick<Product, 'productCode' | 'sid'> }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const history = useApiResource(
    useCallback((signal: AbortSignal) => callApi(tagMappingApi.product, { query: { productCode: product.productCode, sid: product.sid }, signal }), [product.productCode, product.sid]),
    `${product.sid}|${product.productCode}`,
  );
  return (
    <Card className={styles.card} data-testid="product-tag-history">
      <Text as="h2" size={500} weight="semibold" className={styles.title}>
        <History20Regular aria-hidden />
        {t('tagHistory.title')}
      </Text>
      {history.status === 'loading' && <Spinner size="tiny" />}
      {history.status === 'error' && <PageState kind="error" title={t('tagHistory.error')} message={codeWording(history.error.code, history.error.message)} onRetry={history.reload} />}
      {history.status === 'success' && (
        <>
          <div className={styles.tags}>
            <Text className={styles.muted}>{history.data.tags.length === 0 ? t('tagHistory.noTag') : t('tagHistory.current', { count: history.data.tags.length })}</Text>
            {history.data.tags.map((tag) => (
              <Text key={tag.epc} className={styles.epc} dir="ltr">
                {tag.epc}
              </Text>
            ))}
          </div>
          <TagHistory events={history.data.history} showEpc emptyText={t('tagHistory.empty')} />
        </>
      )}
    </Card>
  );
}
