import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { AuditEntryItem } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { auditSummary, type SummaryPart } from '../../domain/auditTrail';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, margin: 0, padding: 0, listStyleType: 'none' },
  key: { color: tokens.colorNeutralForeground3 },
  value: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** An entry's "what changed", compact: a few key/value parts in the user's language. */
export function AuditSummary({ entry }: { entry: Pick<AuditEntryItem, 'summary'> }) {
  const { t } = useTranslation('mf-admin');
  const styles = useStyles();
  const { parts, more } = auditSummary(entry);
  if (parts.length === 0) return <span className={styles.muted}>-</span>;
  const keyLabel = (key: string) => t(`audit.summaryKeys.${key.replace(/\./g, '_')}`, { defaultValue: key });
  const valueText = (part: SummaryPart): string => {
    const { value } = part;
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    // "changed" lists field names: word them like the keys.
    if (Array.isArray(value)) return value.map((v) => (part.key === 'changed' || part.key === 'fields' ? keyLabel(v) : v)).join(', ');
    return String(value);
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
