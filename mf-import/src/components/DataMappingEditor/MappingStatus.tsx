import {
  Badge,
  Button,
  Card,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircle16Filled, TableSettings24Regular, Warning16Filled } from '@fluentui/react-icons';
import { formatZonedDateTime, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import type { DataMappingState } from './useDataMapping';

const useStyles = makeStyles({
  card: {
    flexDirection: 'row',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
  },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1, display: 'flex' },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flex: '1 1 240px', minWidth: 0 },
  title: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface MappingStatusProps {
  mapping: DataMappingState;
  /** Opens the editor. */
  onConfigure: () => void;
  /** The named mapping shown, when it is not the default (issue 28 item 2). */
  name?: string;
}

/** Whether the import is configured (spec section 5: it must be before uploading), with the way to the editor. */
export function MappingStatus({ mapping, onConfigure, name }: MappingStatusProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const locale = useHubStore((s) => s.locale);
  const { answer } = mapping;
  if (!answer) return null;

  if (!answer.configured)
    return (
      <MessageBar intent="warning" layout="multiline" data-testid="mapping-not-configured">
        <MessageBarBody>
          <MessageBarTitle>{t('mapping.notConfiguredTitle')}</MessageBarTitle>
          {t('mapping.notConfigured')}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={onConfigure}>
            {mapping.canModify ? t('mapping.configure') : t('mapping.view')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );

  const updated = answer.updatedAt
    ? formatZonedDateTime(answer.updatedAt, locale)
    : null;
  return (
    <Card className={styles.card} data-testid="mapping-status">
      <span className={styles.icon} aria-hidden>
        <TableSettings24Regular />
      </span>
      <div className={styles.text}>
        <span className={styles.title}>
          <Text weight="semibold">{name ? `${t('mapping.heading')} · ${name}` : t('mapping.heading')}</Text>
          <Badge appearance="tint" color="success" icon={<CheckmarkCircle16Filled />}>
            {t('mapping.status.configured')}
          </Badge>
        </span>
        <Text size={200} className={styles.muted}>
          {t('mapping.status.summary', {
            fields: t('mapping.status.fieldCount', { count: answer.fields.length }),
            mappings: t('mapping.status.mappingCount', { count: answer.fieldMappings.length }),
          })}
          {updated && ` · ${t('mapping.status.updated', { date: updated })}`}
        </Text>
      </div>
      <Button onClick={onConfigure}>{mapping.canModify ? t('mapping.edit') : t('mapping.view')}</Button>
    </Card>
  );
}

/** The mapping's state as a badge, for the editor's tab. */
export function MappingBadge({ configured }: { configured: boolean }) {
  const { t } = useTranslation('mf-import');
  return configured ? (
    <Badge appearance="tint" color="success" icon={<CheckmarkCircle16Filled />}>
      {t('mapping.status.configured')}
    </Badge>
  ) : (
    <Badge appearance="tint" color="warning" icon={<Warning16Filled />}>
      {t('mapping.status.notConfigured')}
    </Badge>
  );
}
