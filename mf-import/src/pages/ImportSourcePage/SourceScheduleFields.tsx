import { Field, MessageBar, MessageBarBody, Option, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Dropdown } from '@hub/ui/controls';
import { DEFAULT_MAPPING_ID, MASTER_STORE, PERMISSIONS, type ImportSourceView } from '@hub/contracts';
import { HubLink, formatDateTime, useHubStore, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { mappingLabel, useNamedMappings } from '../../components/NamedMappings';
import { runsOnStoreWithAutosyncOff, scheduleZone, shownNextRun, type SourceStore } from '../../domain/sourceSchedule';
import type { SourceFormBinding } from './SourceSettingsFields';

/** The stores page (mf-admin, the page table's `/management/location`), where a store's autosync is set. */
export const STORES_PAGE = '/management/location';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  info: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  mapping: { maxWidth: '420px' },
});

export interface SourceScheduleFieldsProps {
  form: Pick<SourceFormBinding, 'draft' | 'set' | 'readOnly'>;
  /** The saved source (null while creating one). */
  source: ImportSourceView | null;
  /** The store the form names, as the stores list answers it (undefined until it is known). */
  store: SourceStore | undefined;
}

/**
 * Issue 13 item 2: whether the source runs on its store's autosync schedule (one source per store),
 * and what the schedule holds for it: its next run in the store's time zone, a warning while the
 * store's own autosync is off (it is set on the stores page), and how its last scheduled run went.
 * And what a re-sync does with products the source no longer holds: mark them inactive, or not.
 */
export function SourceScheduleFields({ form, source, store }: SourceScheduleFieldsProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const locale = useHubStore((s) => s.locale);
  const canSeeStores = usePermission({ permission: PERMISSIONS.STORES_MANAGEMENT_READ_PREVIEW });
  const { draft, set, readOnly } = form;
  const zone = scheduleZone(store);
  const inZone = (iso: string) => t('importSources.schedule.inZone', { date: formatDateTime(iso, locale, { timeZone: zone }), zone });
  const nextRun = shownNextRun(draft, source);
  const storeOff = runsOnStoreWithAutosyncOff(draft, source, store);
  const last = source?.lastAutosync ?? null;
  const toggle = (key: 'autosync' | 'markMissingInactive', label: string, hint: string, testId: string) => (
    <Field hint={hint}>
      <Switch label={label} checked={draft[key]} disabled={readOnly} onChange={(_, d) => set(key, d.checked)} data-testid={testId} />
    </Field>
  );

  const { mappings } = useNamedMappings();
  const revisionWord = t('namedMappings.revision');
  const mapping = mappings.find((m) => m.id === draft.mappingId);

  return (
    <div className={styles.root}>
      <Field className={styles.mapping} label={t('importSources.mapping')} hint={t('importSources.mappingHint')}>
        <Dropdown
          value={mapping ? mappingLabel(mapping, revisionWord) : draft.mappingId === DEFAULT_MAPPING_ID ? t('namedMappings.default') : draft.mappingId}
          selectedOptions={[draft.mappingId]}
          disabled={readOnly}
          onOptionSelect={(_, d) => d.optionValue && set('mappingId', d.optionValue)}
          data-testid="source-mapping"
        >
          {mappings.map((m) => (
            <Option key={m.id} value={m.id} text={mappingLabel(m, revisionWord)}>
              {mappingLabel(m, revisionWord)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {toggle('autosync', t('importSources.schedule.autosync'), t('importSources.schedule.autosyncHint'), 'source-autosync')}
      {nextRun && (
        <Text data-testid="source-next-run">{t('importSources.schedule.nextRun', { date: inZone(nextRun) })}</Text>
      )}
      {storeOff && (
        <MessageBar intent="warning" data-testid="source-store-autosync-off">
          <MessageBarBody>
            {t('importSources.schedule.storeOff')}
            {canSeeStores && (
              <>
                {' '}
                <HubLink to={STORES_PAGE}>{t('importSources.schedule.storesPage')}</HubLink>
              </>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      {last && (
        <div className={styles.info} data-testid="source-last-autosync">
          <Text className={styles.muted}>{t('importSources.schedule.lastRun', { date: inZone(last.dueAt) })}</Text>
          <Text className={styles.muted} aria-hidden>
            —
          </Text>
          {last.outcome === 'SKIPPED_BUSY' ? (
            <Text className={styles.muted}>{t('importSources.schedule.skipped')}</Text>
          ) : last.jobId ? (
            <HubLink to={`/data-import?job=${encodeURIComponent(last.jobId)}`}>{t('importSources.schedule.started')}</HubLink>
          ) : (
            <Text className={styles.muted}>{t('importSources.schedule.startedNoJob')}</Text>
          )}
        </div>
      )}
      {toggle(
        'markMissingInactive',
        t('importSources.schedule.markMissing'),
        t(draft.sid === MASTER_STORE ? 'importSources.schedule.markMissingHintMaster' : 'importSources.schedule.markMissingHint'),
        'source-mark-missing',
      )}
    </div>
  );
}
