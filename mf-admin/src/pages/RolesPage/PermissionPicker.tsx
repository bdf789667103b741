import { Badge, Button, Caption1, Checkbox, SearchBox, Text, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { Dismiss12Regular, LockClosed12Regular } from '@fluentui/react-icons';
import { permissionsCoveredBy } from '@hub/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { otherGrants, permissionAction, pickerModel, toggleModuleAll, togglePermission, type PickerModule } from '../../domain/roleEditor';

export interface PermissionPickerProps {
  /** The role's grants (permissions and wildcards). */
  value: string[];
  onChange: (next: string[]) => void;
  /** The caller's own permissions: nothing beyond them can be granted. */
  held: readonly string[];
  /** Grants the role had when the page opened: they stay removable even when the caller lacks them. */
  kept?: readonly string[];
  readOnly?: boolean;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  search: { width: '100%', maxWidth: '320px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  module: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
  },
  moduleOn: { ...shorthands.borderColor(tokens.colorBrandStroke1) },
  moduleHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, padding: 0 },
  moduleTitle: { fontWeight: tokens.fontWeightSemibold, minWidth: 0, overflowWrap: 'anywhere' },
  allRow: {
    display: 'flex',
    flexDirection: 'column',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: tokens.spacingVerticalXS,
  },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  note: { color: tokens.colorNeutralForeground3, display: 'inline-flex', alignItems: 'center', gap: '4px', paddingInlineStart: '32px' },
  item: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  label: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  other: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  chip: { fontFamily: tokens.fontFamilyMonospace },
});

/** A permission code kept left-to-right inside translated (possibly right-to-left) text. */
function isolated(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * The permission picker of the role editor: permissions grouped by module (the name before
 * READ/CREATE/MODIFY), a module-level "All" that grants `MODULE_**` and says what it covers, and
 * what the caller cannot grant disabled.
 */
export function PermissionPicker({ value, onChange, held, kept = [], readOnly = false }: PermissionPickerProps) {
  const { t } = useTranslation('mf-admin');
  const styles = useStyles();
  const [filter, setFilter] = useState('');
  const model = useMemo(() => pickerModel(value, held, kept, readOnly), [value, held, kept, readOnly]);
  const moduleLabel = (m: string) => t(`roles.picker.modules.${m}`, { defaultValue: m });
  const actionLabel = (permission: string) => {
    const action = permissionAction(permission);
    return t(`roles.picker.actions.${action}`, { defaultValue: action });
  };
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? model.filter(
        (m) =>
          moduleLabel(m.module).toLowerCase().includes(needle) ||
          m.items.some((i) => i.permission.toLowerCase().includes(needle) || actionLabel(i.permission).toLowerCase().includes(needle)),
      )
    : model;
  const total = model.reduce((n, m) => n + m.items.length, 0);
  const selected = model.reduce((n, m) => n + m.selectedCount, 0);
  const others = otherGrants(value);

  const renderModule = (m: PickerModule) => {
    const label = moduleLabel(m.module);
    const coverList = m.covers.map(actionLabel).join(', ');
    return (
      <div
        key={m.module}
        role="group"
        aria-labelledby={`picker-module-${m.module}-title`}
        className={mergeClasses(styles.module, m.selectedCount > 0 && styles.moduleOn)}
        data-testid={`picker-module-${m.module}`}
      >
        <div className={styles.moduleHead}>
          <span id={`picker-module-${m.module}-title`} className={styles.moduleTitle}>
            {label}
          </span>
          <Badge appearance={m.selectedCount > 0 ? 'filled' : 'outline'} color={m.selectedCount > 0 ? 'brand' : 'informative'}>
            {`${m.selectedCount}/${m.items.length}`}
          </Badge>
        </div>
        <div className={styles.allRow}>
          <Checkbox
            checked={m.all.checked}
            disabled={m.all.disabled}
            onChange={(_e, d) => onChange(toggleModuleAll(value, m.wildcard, d.checked === true))}
            aria-label={t('roles.picker.allOf', { module: label })}
            label={
              <span className={styles.label}>
                <span>{t('roles.picker.all')}</span>
                <span className={styles.code} dir="ltr">
                  {m.wildcard}
                </span>
              </span>
            }
          />
          <Caption1 className={styles.note}>{t('roles.picker.covers', { list: coverList })}</Caption1>
          {m.all.coveredBy.length > 0 && <Caption1 className={styles.note}>{t('roles.picker.coveredBy', { grant: isolated(m.all.coveredBy.join(', ')) })}</Caption1>}
        </div>
        {m.items.map((item) => {
          const notGrantable = !item.grantable && !readOnly && item.coveredBy.length === 0;
          return (
            <div key={item.permission} className={styles.item}>
              <Checkbox
                checked={item.checked}
                disabled={item.disabled}
                onChange={(_e, d) => onChange(togglePermission(value, item.permission, d.checked === true))}
                aria-label={`${label}: ${actionLabel(item.permission)} (${item.permission})`}
                label={
                  <span className={styles.label}>
                    <span>{actionLabel(item.permission)}</span>
                    <span className={styles.code} dir="ltr">
                      {item.permission}
                    </span>
                  </span>
                }
              />
              {item.coveredBy.length > 0 && <Caption1 className={styles.note}>{t('roles.picker.coveredBy', { grant: isolated(item.coveredBy.join(', ')) })}</Caption1>}
              {notGrantable && (
                <Caption1 className={styles.note}>
                  <LockClosed12Regular />
                  {t('roles.picker.notGrantable')}
                </Caption1>
              )}
            </div>
          );
        })}
      </div>
    );
  };

  return (
    <div className={styles.root} data-testid="permission-picker">
      <div className={styles.head}>
        <Text weight="semibold" size={400}>
          {t('roles.picker.title')}{' '}
          <Text size={300} weight="regular">
            {t('roles.picker.summary', { selected, total })}
          </Text>
        </Text>
        <SearchBox
          className={styles.search}
          placeholder={t('roles.picker.filter')}
          aria-label={t('roles.picker.filter')}
          value={filter}
          onChange={(_e, d) => setFilter(d.value)}
        />
      </div>
      {others.length > 0 && (
        <div className={styles.other}>
          <Text weight="semibold">{t('roles.picker.other')}</Text>
          {others.map((g) => (
            <Badge key={g} dir="ltr" appearance="tint" color="brand" className={styles.chip} title={t('roles.picker.covers', { list: permissionsCoveredBy(g).join(', ') })}>
              {g}
              {!readOnly && (
                <Button
                  size="small"
                  appearance="transparent"
                  icon={<Dismiss12Regular />}
                  aria-label={t('roles.picker.remove', { grant: isolated(g) })}
                  onClick={() => onChange(value.filter((v) => v !== g))}
                />
              )}
            </Badge>
          ))}
        </div>
      )}
      <div className={styles.grid}>{shown.map(renderModule)}</div>
    </div>
  );
}
