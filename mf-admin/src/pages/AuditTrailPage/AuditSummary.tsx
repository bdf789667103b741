import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { AuditEntryItem } from '@hub/contracts';
import { useDateFormat } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { auditSummary, type SummaryPart } from '../../domain/auditTrail';
import { usePermissionLabel } from '../../i18n/usePermissionLabel';
import { useRoleLabel } from '../UsersPage/useRoleLabel';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, margin: 0, padding: 0, listStyleType: 'none' },
  key: { color: tokens.colorNeutralForeground3 },
  value: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * An entry's "what changed", compact and in people's terms: field names, role labels, permission
 * and operation names and dates in the user's language; technical ids are left out.
 */
export function AuditSummary({ entry }: { entry: Pick<AuditEntryItem, 'summary'> }) {
  const { t } = useTranslation('mf-admin');
  const styles = useStyles();
  const roleLabel = useRoleLabel();
  const permissionLabel = usePermissionLabel();
  const { date } = useDateFormat();
  const { parts, more } = auditSummary(entry);
  if (parts.length === 0) return <span className={styles.muted}>-</span>;
  const keyLabel = (key: string) => t(`audit.summaryKeys.${key.replace(/\./g, '_')}`, { defaultValue: key });
  const item = (kind: SummaryPart['kind'], value: string): string => {
    switch (kind) {
      case 'role':
        return roleLabel(value);
      case 'permissions':
        return permissionLabel(value);
      case 'operations':
        return t(`audit.operations.${value}`, { defaultValue: value });
      case 'fields':
        return keyLabel(value);
      case 'date':
        return date(value);
      default:
        return value;
    }
  };
  const valueText = (part: SummaryPart): string => {
    const { value, kind } = part;
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    if (typeof value === 'number') return String(value);
    if (Array.isArray(value)) {
      const words = value.map((v) => item(kind, v)).join(', ');
      return part.moreItems ? `${words} ${t('audit.more', { count: part.moreItems })}` : words;
    }
    return item(kind, value);
  };
  return (
    <ul className={styles.list}>
      {parts.map((part) => (
        <li key={part.key}>
          <Text size={200}>
            <span className={styles.key}>{keyLabel(part.key)}: </span>
            <bdi className={styles.value}>{valueText(part)}</bdi>
          </Text>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Text size={200} className={styles.muted}>
            {t('audit.more', { count: more })}
          </Text>
        </li>
      )}
    </ul>
  );
}
