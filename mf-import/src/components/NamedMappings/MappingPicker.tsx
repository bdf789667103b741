import { useCallback, useState } from 'react';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Option,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Copy20Regular, Delete20Regular, Rename20Regular } from '@fluentui/react-icons';
import { MEDIA, storesApi } from '@hub/contracts';
import { ConfirmDialog, callApi, useApiResource, useHubStore } from '@hub/ui';
import { Dropdown } from '@hub/ui/controls';
import { useTranslation } from 'react-i18next';
import { importStores } from '../../domain/importJobs';
import { mappingLabel, type NamedMappingsState } from './useNamedMappings';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  choice: { flex: '1 1 260px', minWidth: 0, maxWidth: '420px', [MEDIA.belowTablet]: { maxWidth: 'none' } },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  danger: { color: tokens.colorPaletteRedForeground1 },
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

type NameAsk = { kind: 'create' | 'duplicate' | 'rename'; name: string };

export interface MappingPickerProps {
  named: NamedMappingsState;
  selected: string;
  onSelect: (id: string) => void;
  canModify: boolean;
}

/**
 * Which named mapping the editor shows (issue 28 item 2), and its create, rename, duplicate and delete.
 * The default mapping is the catalogue's: it is renamed here but never deleted.
 */
export function MappingPicker({ named, selected, onSelect, canModify }: MappingPickerProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const [ask, setAsk] = useState<NameAsk | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const current = named.mappings.find((m) => m.id === selected);
  const label = (m: (typeof named.mappings)[number]) => mappingLabel(m, t('namedMappings.revision'));

  const submitName = async () => {
    if (!ask || ask.name.trim() === '' || busy) return;
    setBusy(true);
    const name = ask.name.trim();
    const done =
      ask.kind === 'rename'
        ? await named.rename(selected, name, t('namedMappings.renamed'))
        : await named.create(name, ask.kind === 'duplicate' ? selected : undefined, t('namedMappings.created'));
    setBusy(false);
    if (!done) return;
    setAsk(null);
    onSelect(done.id);
  };

  return (
    <div className={styles.root} data-testid="mapping-picker">
      <Field className={styles.choice} label={t('namedMappings.choice')} hint={current?.usedBySources.length ? t('namedMappings.usedBy', { names: current.usedBySources.join(', ') }) : undefined}>
        <Dropdown
          value={current ? label(current) : ''}
          selectedOptions={[selected]}
          onOptionSelect={(_, d) => d.optionValue && onSelect(d.optionValue)}
          data-testid="mapping-choice"
        >
          {named.mappings.map((m) => (
            <Option key={m.id} value={m.id} text={label(m)}>
              <span className={styles.option}>
                {label(m)}
                {m.isDefault && (
                  <Badge appearance="tint" size="small">
                    {t('namedMappings.default')}
                  </Badge>
                )}
              </span>
            </Option>
          ))}
        </Dropdown>
      </Field>
      {canModify && (
        <div className={styles.actions}>
          <Button icon={<Add20Regular />} onClick={() => setAsk({ kind: 'create', name: '' })}>
            {t('namedMappings.create')}
          </Button>
          <Button icon={<Copy20Regular />} disabled={!current} onClick={() => setAsk({ kind: 'duplicate', name: t('namedMappings.copyOf', { name: current?.name ?? '' }) })}>
            {t('namedMappings.duplicate')}
          </Button>
          <Button icon={<Rename20Regular />} disabled={!current} onClick={() => setAsk({ kind: 'rename', name: current?.name ?? '' })}>
            {t('namedMappings.rename')}
          </Button>
          {current && !current.isDefault && (
            <Button appearance="subtle" icon={<Delete20Regular className={styles.danger} />} onClick={() => setConfirmDelete(true)}>
              {t('namedMappings.delete')}
            </Button>
          )}
        </div>
      )}

      {/* Kept mounted while the list reloads (a save reloads it), so its menu stays open. */}
      <MappingStores named={named} mappingId={selected} chosen={current?.stores ?? []} canModify={canModify} />

      <Dialog open={ask !== null} onOpenChange={(_, d) => !d.open && setAsk(null)}>
        <DialogSurface>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submitName();
            }}
          >
            <DialogBody>
              <DialogTitle>{ask ? t(`namedMappings.${ask.kind}Title`) : ''}</DialogTitle>
              <DialogContent>
                <Field label={t('namedMappings.name')} hint={ask?.kind === 'create' ? t('namedMappings.createHint') : undefined}>
                  <Input
                    value={ask?.name ?? ''}
                    maxLength={80}
                    autoFocus
                    data-testid="mapping-name"
                    onChange={(_, d) => setAsk((a) => (a ? { ...a, name: d.value } : a))}
                  />
                </Field>
              </DialogContent>
              <DialogActions>
                <Button appearance="secondary" onClick={() => setAsk(null)}>
                  {t('namedMappings.cancel')}
                </Button>
                <Button appearance="primary" type="submit" disabled={busy || !ask || ask.name.trim() === ''}>
                  {t('namedMappings.confirm')}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>

      <ConfirmDialog
        open={confirmDelete}
        title={t('namedMappings.deleteTitle', { name: current?.name ?? '' })}
        body={t('namedMappings.deleteBody')}
        confirmText={t('namedMappings.delete')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void named.remove(selected, t('namedMappings.deleted')).then((ok) => ok && onSelect(named.mappings.find((m) => m.isDefault)?.id ?? 'default'));
        }}
      />
    </div>
  );
}

/**
 * The stores whose imports start with the mapping (issue 28 item 2, per store): each store starts with
 * the one chosen for it (taken from any other), else the default; an upload may still choose another.
 */
function MappingStores({ named, mappingId, chosen, canModify }: { named: NamedMappingsState; mappingId: string; chosen: readonly string[]; canModify: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const merchant = useHubStore((s) => s.user?.merchantID ?? '');
  const list = useApiResource(
    useCallback((signal: AbortSignal) => callApi(storesApi.list, { signal }), []),
    merchant,
  );
  const stores = list.status === 'success' ? importStores(list.data) : [];
  const nameOf = (code: string) => stores.find((s) => s.code === code)?.name ?? code;
  const summary = chosen.map((code) => `${nameOf(code)} (${code})`).join(', ');
  return (
    <Field className={styles.choice} label={t('namedMappings.stores')} hint={t('namedMappings.storesHint')}>
      <Dropdown
        multiselect
        disabled={!canModify || stores.length === 0}
        placeholder={t('namedMappings.storesNone')}
        value={summary}
        selectedOptions={[...chosen]}
        onOptionSelect={(_, d) => void named.setStores(mappingId, d.selectedOptions, t('namedMappings.storesSaved'))}
        data-testid="mapping-stores"
      >
        {stores.map((s) => (
          <Option key={s.code} value={s.code} text={`${s.name} (${s.code})`}>
            {`${s.name} (${s.code})`}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
