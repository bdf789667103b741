import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { TagMultiple24Regular } from '@fluentui/react-icons';
import { MEDIA, PERMISSIONS, type RfidConfig } from '@hub/contracts';
import { ConfirmDialog, useHubStore, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { FlaggedPage } from '../../components/FlaggedPage';
import { PageHeader } from '../../components/PageHeader';
import { productListSid } from '../../domain/productListQuery';
import { useCatalogStore } from '../../store/catalogStore';
import { ChosenProduct } from './ChosenProduct';
import { ProductPicker } from './ProductPicker';
import { TagLookup } from './TagLookup';
import { TagPaste } from './TagPaste';
import { useTagMapping, useTagMappingConfig } from './useTagMapping';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    [MEDIA.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM, minWidth: 0 },
  cardTitle: { margin: 0 },
  moves: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  epc: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

/**
 * Spec section 2 `/reusable-tag-mapping` (issue 14 item 2): map reusable tags to products by scanning
 * or typing them (a keyboard-wedge reader types the EPC and Enter) or by pasting a list; unmap and
 * move them; look a tag up with its history. Shown only while the global config's allowTagMapping is
 * on (else the 404 page, as its menu entry is hidden); changing tags needs TAG_MAPPING_MODIFY.
 */
export function TagMappingPage() {
  const { t } = useTranslation('mf-catalog');
  return (
    <FlaggedPage permission={PERMISSIONS.TAG_MAPPING_READ_PREVIEW} flag="allowTagMapping" title={t('tagMapping.title')} errorTitle={t('tagMapping.configError')} useData={useTagMappingConfig}>
      {(data) => <TagMapping config={data.rfid} />}
    </FlaggedPage>
  );
}

function TagMapping({ config }: { config: RfidConfig }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const canModify = usePermission({ permission: PERMISSIONS.TAG_MAPPING_MODIFY });
  const sessionSid = useHubStore((s) => s.user?.sid);
  const storeFilter = useCatalogStore((s) => s.storeFilter);
  const listSid = productListSid(sessionSid, storeFilter);
  const mapping = useTagMapping();
  const pending = mapping.pendingMove;

  return (
    <section className={styles.page} data-testid="tag-mapping-page">
      <PageHeader icon={<TagMultiple24Regular aria-hidden />} title={t('tagMapping.title')} subtitle={t(config.multipleTags ? 'tagMapping.subtitleSeveral' : 'tagMapping.subtitleOne')} />
      <div className={styles.columns}>
        <div className={styles.stack}>
          <Card className={styles.card}>
            <Text as="h2" size={500} weight="semibold" className={styles.cardTitle}>
              {t('tagMapping.product.title')}
            </Text>
            <ProductPicker sid={listSid} chosen={mapping.product} onChoose={mapping.choose} />
          </Card>
          <Card className={styles.card}>
            <Text as="h2" size={500} weight="semibold" className={styles.cardTitle}>
              {t('tagMapping.lookup.title')}
            </Text>
            <TagLookup config={config} changes={mapping.changes} />
          </Card>
        </div>
        <div className={styles.stack}>
          <Card className={styles.card}>
            <Text as="h2" size={500} weight="semibold" className={styles.cardTitle}>
              {t('tagMapping.scan.title')}
            </Text>
            <ChosenProduct mapping={mapping} config={config} canModify={canModify} />
          </Card>
          {canModify && (
            <Card className={styles.card}>
              <Text as="h2" size={500} weight="semibold" className={styles.cardTitle}>
                {t('tagMapping.paste.title')}
              </Text>
              <TagPaste mapping={mapping} listSid={listSid} />
            </Card>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={t('tagMapping.move.title', { count: pending?.count ?? 0 })}
        confirmText={t('tagMapping.move.confirm', { count: pending?.count ?? 0 })}
        body={
          pending && (
            <div data-testid="move-dialog">
              <Text>{t('tagMapping.move.body', { count: pending.count })}</Text>
              <ul className={styles.moves}>
                {pending.tags.map((tag) => (
                  <li key={tag.epc}>
                    <span className={styles.epc} dir="ltr">
                      {tag.epc}
                    </span>{' '}
                    {t('tagMapping.move.heldBy', { code: tag.productCode, store: tag.sid })}
                  </li>
                ))}
              </ul>
            </div>
          )
        }
        onConfirm={() => void mapping.confirmMove()}
        onCancel={mapping.cancelMove}
      />
    </section>
  );
}
