import { useMemo, useState } from 'react';
import { Button, Card, Field, Input, Select, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, DesignIdeas24Regular } from '@fluentui/react-icons';
import { LABEL_DPIS, MEDIA, PERMISSIONS, layoutTag, type LabelDpi, type Product, type TagElement } from '@hub/contracts';
import { AccessDeniedPage, ConfirmDialog, PageState, SaveBar, useDocumentTitle, useHubStore, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { ConfigPageHeader } from '../../components/ConfigPageHeader';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { moveItem, removeAt, replaceAt } from '../../domain/listEdit';
import { fieldLabel } from '../../domain/productFields';
import { sampleEpc } from '../../domain/rfidConfigForm';
import { NEW_ELEMENT_KINDS, designFields, newElement, sampleProduct, tagFieldOptions } from '../../domain/tagDesignForm';
import { codeWording } from '../../i18n/codeWording';
import { ElementEditor } from './ElementEditor';
import { SamplePanel } from './SamplePanel';
import { TagPreview } from './TagPreview';
import { useTagDesigns } from './useTagDesigns';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 460px)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    [MEDIA.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: { position: 'sticky', top: tokens.spacingVerticalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0, [MEDIA.belowTablet]: { position: 'static' } },
  designs: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  current: { backgroundColor: tokens.colorBrandBackground2 },
  size: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalM, [MEDIA.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  elements: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  add: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/**
 * Spec section 2 `/config/tag-design` (issue 14 item 3): the merchant's tag designs; one edited at a
 * time (label size, DPI, elements: product fields, text, Code 128 or QR of a field, the EPC) beside
 * its live preview, drawn by the contracts' `layoutTag` for a sample product, the layout the print
 * job's ZPL is written from. Read on TAG_DESIGN_CONFIGURATION_READ_PREVIEW, saved with TAG_DESIGN_CONFIGURATION_MODIFY.
 */
export function TagDesignPage() {
  const { t } = useTranslation('mf-config');
  useDocumentTitle(t('tagDesign.title'));
  const canRead = usePermission({ permission: PERMISSIONS.TAG_DESIGN_CONFIGURATION_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <TagDesigns />;
}

function TagDesigns() {
  const page = useConfigPageStyles();
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const locale = useHubStore((s) => s.locale);
  const canModify = usePermission({ permission: [PERMISSIONS.TAG_DESIGN_CONFIGURATION_READ_PREVIEW, PERMISSIONS.TAG_DESIGN_CONFIGURATION_MODIFY] });
  const view = useTagDesigns();
  const { draft, setDraft, issues } = view;
  const [deleting, setDeleting] = useState(false);
  const [chosen, setChosen] = useState<Product | null>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [epc, setEpc] = useState<string | null>(null);
  const fields = useMemo(() => tagFieldOptions(view.fields), [view.fields]);
  const sampleTag = epc ?? (chosen?.rfidTag || sampleEpc(view.rfid ?? { encoding: 'HEX', length: 24 }));
  const layout = useMemo(() => {
    if (!draft) return null;
    const placeholders = designFields(draft.elements).map((name) => ({ name, label: fieldLabel(fields, name) }));
    return layoutTag(draft, sampleProduct(chosen, typed, placeholders), sampleTag, { locale });
  }, [draft, chosen, typed, sampleTag, locale, fields]);
  const setElements = (update: (elements: TagElement[]) => TagElement[]) => setDraft((d) => ({ ...d, elements: update(d.elements) }));
  const issueCount = Object.keys(issues).length;
  const fieldProblem = (key: string) => (issues[key] ? { validationState: 'error' as const, validationMessage: /^[A-Z]{3}\d{3}$/.test(issues[key]!) ? codeWording(issues[key]!) : t(`tagDesign.problems.${issues[key]}`) } : {});
  const current = view.designs.find((d) => d.id === view.selected);

  return (
    <section className={page.page} data-testid="tag-design-page">
      <ConfigPageHeader
        icon={<DesignIdeas24Regular aria-hidden />}
        title={t('tagDesign.title')}
        subtitle={t('tagDesign.subtitle')}
        actions={
          canModify && view.resource.status === 'success' ? (
            <Button icon={<Add20Regular />} onClick={() => view.open('new')} data-testid="design-new">
              {t('tagDesign.new')}
            </Button>
          ) : undefined
        }
      />
      {view.resource.status === 'loading' && <PageState kind="loading" />}
      {view.resource.status === 'error' && <PageState kind="error" title={t('tagDesign.loadError')} message={codeWording(view.resource.error.code, view.resource.error.message)} onRetry={view.resource.reload} />}
      {view.resource.status === 'success' && view.designs.length > 0 && (
        <nav aria-label={t('tagDesign.list')}>
          <ul className={styles.designs}>
            {view.designs.map((d) => (
              <li key={d.id}>
                <Button className={mergeClasses(view.selected === d.id && styles.current)} aria-current={view.selected === d.id ? 'true' : undefined} onClick={() => view.open(d.id)} data-testid="design-item">
                  {t('tagDesign.item', { name: d.name, width: d.widthMm, height: d.heightMm })}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {view.resource.status === 'success' && draft && layout && (
        <form
          className={page.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canModify && issueCount === 0) void view.save();
          }}
        >
          <div className={styles.columns}>
            <div className={page.form}>
              <Card className={page.card}>
                <div className={page.cardHead}>
                  <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                    {view.selected === 'new' ? t('tagDesign.newTitle') : t('tagDesign.editTitle')}
                  </Text>
                  {canModify && current && (
                    <Button size="small" icon={<Delete20Regular />} onClick={() => setDeleting(true)}>
                      {t('tagDesign.delete')}
                    </Button>
                  )}
                </div>
                <Field label={t('tagDesign.name')} required {...fieldProblem('name')}>
                  <Input value={draft.name} disabled={!canModify} onChange={(_, d) => setDraft((x) => ({ ...x, name: d.value }))} data-testid="design-name" />
                </Field>
                <div className={styles.size}>
                  <Field label={t('tagDesign.width')} {...fieldProblem('widthMm')}>
                    <Input type="number" step={0.5} value={String(draft.widthMm)} disabled={!canModify} onChange={(_, d) => d.value !== '' && setDraft((x) => ({ ...x, widthMm: Number(d.value) }))} data-testid="design-width" />
                  </Field>
                  <Field label={t('tagDesign.height')} {...fieldProblem('heightMm')}>
                    <Input type="number" step={0.5} value={String(draft.heightMm)} disabled={!canModify} onChange={(_, d) => d.value !== '' && setDraft((x) => ({ ...x, heightMm: Number(d.value) }))} data-testid="design-height" />
                  </Field>
                  <Field label={t('tagDesign.dpi')}>
                    <Select value={String(draft.dpi)} disabled={!canModify} onChange={(_, d) => setDraft((x) => ({ ...x, dpi: Number(d.value) as LabelDpi }))}>
                      {LABEL_DPIS.map((dpi) => (
                        <option key={dpi} value={dpi}>
                          {t('tagDesign.dpiValue', { dpi })}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
              </Card>
              <Card className={page.card}>
                <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                  {t('tagDesign.elements')}
                </Text>
                <Text size={200} className={page.muted}>
                  {t('tagDesign.elementsHint')}
                </Text>
                {draft.elements.length === 0 && <Text className={page.muted}>{t('tagDesign.noElements')}</Text>}
                <ol className={styles.elements}>
                  {draft.elements.map((element, index) => (
                    <ElementEditor
                      key={index}
                      element={element}
                      index={index}
                      count={draft.elements.length}
                      fields={fields}
                      problem={issues[`elements.${index}`]}
                      disabled={!canModify}
                      onChange={(next) => setElements((els) => replaceAt(els, index, next))}
                      onMove={(from, to) => setElements((els) => moveItem(els, from, to))}
                      onRemove={() => setElements((els) => removeAt(els, index))}
                    />
                  ))}
                </ol>
                {canModify && (
                  <div className={styles.add} role="group" aria-label={t('tagDesign.addLabel')}>
                    {NEW_ELEMENT_KINDS.map((kind) => (
                      <Button key={kind} size="small" icon={<Add20Regular />} onClick={() => setElements((els) => [...els, newElement(kind, draft, t('tagDesign.sampleText'))])} data-testid={`add-${kind}`}>
                        {t(`tagDesign.kinds.${kind}`)}
                      </Button>
                    ))}
                  </div>
                )}
              </Card>
            </div>
            <div className={styles.side}>
              <Card className={page.card}>
                <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                  {t('tagDesign.preview')}
                </Text>
                <TagPreview layout={layout} label={t('tagDesign.previewLabel', { name: draft.name, width: draft.widthMm, height: draft.heightMm })} />
                <Text size={200} className={page.muted}>
                  {t('tagDesign.previewHint', { dpi: layout.dpi, width: layout.width, height: layout.height })}
                </Text>
                <SamplePanel
                  fields={fields}
                  used={designFields(draft.elements)}
                  chosen={chosen}
                  onChoose={(p) => {
                    setChosen(p);
                    setTyped({});
                    setEpc(null);
                  }}
                  typed={typed}
                  onType={(field, value) => setTyped((x) => ({ ...x, [field]: value }))}
                  epc={sampleTag}
                  onEpc={setEpc}
                />
              </Card>
            </div>
          </div>
          <SaveBar dirty={view.dirty} issueCount={issueCount} saving={view.saving} canModify={canModify} saveError={view.saveError} onDiscard={view.discard} />
        </form>
      )}
      <ConfirmDialog
        open={deleting}
        title={t('tagDesign.deleteTitle', { name: current?.name ?? '' })}
        body={<Text>{t('tagDesign.deleteBody')}</Text>}
        confirmText={t('tagDesign.delete')}
        onConfirm={() => {
          setDeleting(false);
          if (current) void view.remove(current.id);
        }}
        onCancel={() => setDeleting(false)}
      />
    </section>
  );
}
