import {
  Badge,
  Button,
  Field,
  Select,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissCircle20Regular, History24Regular } from '@fluentui/react-icons';
import {
  auditApi,
  MEDIA,
  type ActivityKind,
  type AuditEntryItem,
  type AuditListAnswer,
} from '@hub/contracts';
import {
  ListPage,
  type ListPageBody,
  ResponsiveTable,
  StackedText,
  callApi,
  useApiResource,
  useDateFormat,
  useDocumentTitle,
  type ResponsiveTableColumn,
  Pager,
} from '@hub/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@hub/ui/controls';
import {
  EMPTY_AUDIT_FILTERS,
  actionOfEntity,
  actionOptions,
  auditDateErrors,
  auditQuery,
  entityOptions,
  type AuditFilters,
} from '../../domain/auditTrail';
import { codeWording } from '../../i18n/codeWording';
import { AuditSummary } from './AuditSummary';

export const AUDIT_PAGE_SIZE = 20;
/** How many recent entries the user filter's choices are drawn from (the API's largest page). */
const ACTOR_SAMPLE = 200;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    alignItems: 'start',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [MEDIA.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  field: { minWidth: 0 },
  wideOnPhone: { [MEDIA.phone]: { gridColumn: '1 / -1' } },
  // A native select is as wide as its longest option unless told otherwise.
  select: { minWidth: 0, width: '100%' },
  selectInner: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
  // Level with the inputs, below their labels, even when a date shows its error.
  clear: {
    justifySelf: 'start',
    marginTop: `calc(${tokens.lineHeightBase300} + ${tokens.spacingVerticalXXS})`,
  },
  nowrap: { whiteSpace: 'nowrap' },
  email: { overflowWrap: 'anywhere' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
});

const KIND_COLOR: Readonly<Record<ActivityKind, 'informative' | 'brand' | 'important'>> = {
  system: 'important',
  default: 'brand',
  custom: 'informative',
};

interface Actor {
  id: string;
  label: string;
}

/** The people who appear in recent entries, for the user filter (the audit API filters by user id). */
function actorsOf(items: readonly AuditEntryItem[]): Actor[] {
  const seen = new Map<string, Actor>();
  for (const e of items) {
    if (!e.userId || seen.has(e.userId)) continue;
    const label = e.userName && e.email ? `${e.userName} (${e.email})` : (e.userName ?? e.email ?? e.userId);
    seen.set(e.userId, { id: e.userId, label });
  }
  return [...seen.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** /audit-trail: who changed what and when, newest first, filtered and paged. */
export function AuditTrailPage() {
  const { t } = useTranslation('mf-admin');
  const styles = useStyles();
  const { dateTime } = useDateFormat();
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [start, setStart] = useState(0);
  useDocumentTitle(t('audit.title'));

  const dateErrors = useMemo(() => auditDateErrors(filters), [filters]);
  const datesValid = Object.keys(dateErrors).length === 0;
  // While a date is invalid the list keeps the last valid query.
  const [query, setQuery] = useState(() => auditQuery(EMPTY_AUDIT_FILTERS, 0, AUDIT_PAGE_SIZE));
  useEffect(() => {
    if (datesValid) setQuery(auditQuery(filters, start, AUDIT_PAGE_SIZE));
  }, [filters, start, datesValid]);

  const list = useApiResource<AuditListAnswer>(
    (signal) => callApi(auditApi.list, { query, signal }),
    JSON.stringify(query),
  );
  const recent = useApiResource<AuditListAnswer>((signal) =>
    callApi(auditApi.list, { query: { start: 0, pageSize: ACTOR_SAMPLE }, signal }),
  );
  const actors = useMemo(() => {
    const found = actorsOf([...(recent.data?.items ?? []), ...(list.data?.items ?? [])]);
    return filters.user && !found.some((a) => a.id === filters.user)
      ? [...found, { id: filters.user, label: filters.user }]
      : found;
  }, [recent.data, list.data, filters.user]);

  const setFilter = (key: keyof AuditFilters, value: string) => {
    setFilters((f) => {
      const next = { ...f, [key]: value };
      if (key === 'entity' && next.action && value && !actionOfEntity(next.action, value)) next.action = '';
      return next;
    });
    setStart(0);
  };

  const entityLabel = (entity: string) => t(`audit.entities.${entity}`, { defaultValue: entity });
  const actionLabel = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });
  const kindBadge = (kind: ActivityKind) => (
    <Badge appearance="tint" color={KIND_COLOR[kind] ?? 'informative'} className={styles.nowrap}>
      {t(`audit.kinds.${kind}`, { defaultValue: kind })}
    </Badge>
  );
  const who = (e: AuditEntryItem) =>
    e.userName || e.email ? (
      <StackedText
        primary={e.userName ?? e.email}
        secondary={e.userName && e.email ? <span className={styles.email}>{e.email}</span> : undefined}
      />
    ) : (
      <span className={styles.muted}>{t('audit.system')}</span>
    );
  const when = (e: AuditEntryItem) => <bdi className={styles.nowrap}>{dateTime(e.createdAt)}</bdi>;
  const store = (e: AuditEntryItem) =>
    e.storeCode ? <span className={styles.mono}>{e.storeCode}</span> : '-';

  const columns: ResponsiveTableColumn<AuditEntryItem>[] = [
    { key: 'when', header: t('audit.columns.when'), cell: when },
    { key: 'who', header: t('audit.columns.who'), cell: who },
    { key: 'entity', header: t('audit.columns.entity'), cell: (e) => entityLabel(e.entity) },
    { key: 'action', header: t('audit.columns.action'), cell: (e) => actionLabel(e.action) },
    { key: 'store', header: t('audit.columns.store'), cell: store },
    { key: 'kind', header: t('audit.columns.kind'), cell: (e) => kindBadge(e.kind) },
    { key: 'summary', header: t('audit.columns.summary'), cell: (e) => <AuditSummary entry={e} /> },
  ];

  const entities = entityOptions(filters.entity);
  const filtered = Object.values(filters).some((v) => v !== '');
  const data = list.status === 'success' ? list.data : null;

  const body: ListPageBody =
    list.status === 'loading'
      ? { kind: 'loading', message: t('audit.loading') }
      : list.status === 'error'
        ? {
            kind: 'error',
            title: t('audit.error'),
            message: codeWording(list.error.code, list.error.message),
            onRetry: list.reload,
          }
        : !data || data.items.length === 0
          ? {
              kind: 'empty',
              icon: <History24Regular />,
              title: filtered ? t('audit.noMatch') : t('audit.empty'),
              message: filtered ? t('audit.noMatchHint') : t('audit.emptyHint'),
            }
          : {
              kind: 'rows',
              content: (
                <>
                  <ResponsiveTable
                    label={t('audit.table')}
                    items={data.items}
                    itemKey={(e) => e.id}
                    columns={columns}
                    rowTestId="audit-row"
                    card={(e) => ({
                      title: actionLabel(e.action),
                      subtitle: (
                        <Text size={200} className={styles.muted}>
                          {when(e)}
                        </Text>
                      ),
                      badge: kindBadge(e.kind),
                      details: [
                        [t('audit.columns.who'), who(e)],
                        [t('audit.columns.entity'), entityLabel(e.entity)],
                        [t('audit.columns.store'), store(e)],
                        [t('audit.columns.summary'), <AuditSummary key="summary" entry={e} />],
                      ],
                    })}
                  />
                  <Pager
                    label={t('audit.paging')}
                    start={Number(query.start ?? 0)}
                    pageSize={AUDIT_PAGE_SIZE}
                    shown={data.items.length}
                    total={data.total}
                    onPage={(n) => setStart((n - 1) * AUDIT_PAGE_SIZE)}
                  />
                </>
              ),
            };

  return (
    <ListPage
      testId="audit-trail-page"
      title={t('audit.title')}
      subtitle={t('audit.subtitle')}
      search={
        <form
          className={styles.filters}
          role="search"
          aria-label={t('audit.filters.label')}
          onSubmit={(e) => e.preventDefault()}
        >
          <Field label={t('audit.filters.user')} className={mergeClasses(styles.field, styles.wideOnPhone)}>
            <Select
              className={styles.select}
              select={{ className: styles.selectInner }}
              name="user"
              value={filters.user}
              onChange={(_, d) => setFilter('user', d.value)}
            >
              <option value="">{t('audit.filters.all')}</option>
              {actors.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('audit.filters.entity')} className={styles.field}>
            <Select
              className={styles.select}
              select={{ className: styles.selectInner }}
              name="entity"
              value={filters.entity}
              onChange={(_, d) => setFilter('entity', d.value)}
            >
              <option value="">{t('audit.filters.all')}</option>
              {entities.map((e) => (
                <option key={e} value={e}>
                  {entityLabel(e)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('audit.filters.action')} className={styles.field}>
            <Select
              className={styles.select}
              select={{ className: styles.selectInner }}
              name="action"
              value={filters.action}
              onChange={(_, d) => setFilter('action', d.value)}
            >
              <option value="">{t('audit.filters.all')}</option>
              {actionOptions(filters.entity, filters.action).map((a) => (
                <option key={a} value={a}>
                  {actionLabel(a)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            className={styles.field}
            label={t('audit.filters.from')}
            validationState={dateErrors.from ? 'error' : 'none'}
            validationMessage={dateErrors.from ? codeWording(dateErrors.from) : undefined}
          >
            <DateInput name="from" value={filters.from} onChange={(v) => setFilter('from', v)} />
          </Field>
          <Field
            className={styles.field}
            label={t('audit.filters.to')}
            validationState={dateErrors.to ? 'error' : 'none'}
            validationMessage={dateErrors.to ? codeWording(dateErrors.to) : undefined}
          >
            <DateInput name="to" value={filters.to} onChange={(v) => setFilter('to', v)} />
          </Field>
          <Button
            className={styles.clear}
            appearance="subtle"
            icon={<DismissCircle20Regular />}
            disabled={!filtered}
            onClick={() => {
              setFilters(EMPTY_AUDIT_FILTERS);
              setStart(0);
            }}
          >
            {t('audit.filters.clear')}
          </Button>
        </form>
      }
      body={body}
    />
  );
}
