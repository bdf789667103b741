import { useState } from 'react';
import { Badge, Button, Card, MessageBar, MessageBarBody, MessageBarTitle, Text, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { serialKeysApi, type SerialKey, type SerialKeyState } from '@hub/contracts';
import { ResponsiveTable, callApi, callApiWithCode, formatDate, hubStore, isApiError, useApiResource, type ResponsiveTableColumn } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { codeWording } from '../../i18n/codeWording';
import { LicenceRequestForm } from './LicenceRequestForm';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  key: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap', direction: 'ltr', unicodeBidi: 'isolate' },
  issued: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase500, direction: 'ltr', unicodeBidi: 'isolate' },
  heading: { margin: 0 },
});

const STATE_COLORS: Readonly<Record<SerialKeyState, BadgeProps['color']>> = {
  AVAILABLE: 'success',
  REGISTERED: 'brand',
  REVOKED: 'danger',
  EXPIRED: 'subtle',
  NOT_YET_VALID: 'informative',
};

/**
 * The provider's serial keys (issue 15 item 5), on the licences page of a provider: issue a key with a
 * licence's terms (the new key is shown to hand over), list every key with its state and the merchant
 * that registered with it, revoke one nobody used yet.
 */
export function SerialKeysView() {
  const { t, i18n } = useTranslation('mf-admin');
  const styles = useStyles();
  const resource = useApiResource((signal) => callApi(serialKeysApi.list, { signal }), 'provider');
  const [issued, setIssued] = useState<SerialKey | null>(null);
  const day = (value: string | null) => (value ? formatDate(`${value}T00:00:00`, i18n.language) : t('licences.noEnd'));

  const issue = async (body: Parameters<NonNullable<Parameters<typeof LicenceRequestForm>[0]['submit']>>[0]) => {
    const { code, data } = await callApiWithCode(serialKeysApi.create, { body });
    setIssued(data);
    return code;
  };
  const revoke = async (key: SerialKey) => {
    try {
      const { code } = await callApiWithCode(serialKeysApi.revoke, { params: { id: key.id } });
      hubStore.getState().showSnackbar(codeWording(code), 'success');
      resource.reload();
    } catch (failure) {
      hubStore.getState().showSnackbar(isApiError(failure) ? codeWording(failure.code, failure.message) : codeWording('SE100'), 'error');
    }
  };
  const copy = (key: string) => {
    void navigator.clipboard?.writeText(key).then(() => hubStore.getState().showSnackbar(t('serialKeys.copied'), 'success'));
  };

  const state = (k: SerialKey) => (
    <Badge appearance="tint" color={STATE_COLORS[k.state]} data-testid="serial-key-state">
      {t(`serialKeys.states.${k.state}`)}
    </Badge>
  );
  const revokeButton = (k: SerialKey) =>
    k.state === 'REGISTERED' || k.state === 'REVOKED' ? null : (
      <Button size="small" onClick={() => void revoke(k)} aria-label={t('serialKeys.revokeKey', { key: k.key })} data-testid="serial-key-revoke">
        {t('serialKeys.revoke')}
      </Button>
    );
  const columns: ResponsiveTableColumn<SerialKey>[] = [
    { key: 'key', header: t('serialKeys.columns.key'), cell: (k) => <span className={styles.key}>{k.key}</span> },
    { key: 'type', header: t('licences.columns.type'), cell: (k) => t(`licences.types.${k.type}`, { defaultValue: k.type }) },
    { key: 'quantity', header: t('licences.columns.quantity'), numeric: true, cell: (k) => k.quantity.toLocaleString(i18n.language) },
    { key: 'start', header: t('licences.columns.start'), cell: (k) => day(k.startDate) },
    { key: 'end', header: t('licences.columns.end'), cell: (k) => day(k.endDate) },
    { key: 'state', header: t('licences.columns.status'), cell: state },
    { key: 'merchant', header: t('serialKeys.columns.merchant'), cell: (k) => k.merchantId ?? '—' },
    { key: 'actions', header: t('serialKeys.columns.actions'), cell: revokeButton },
  ];

  return (
    <div className={styles.stack} data-testid="serial-keys">
      <Text as="h2" size={500} weight="semibold" className={styles.heading}>
        {t('serialKeys.issueTitle')}
      </Text>
      <LicenceRequestForm submit={issue} submitLabel={t('serialKeys.issue')} onRequested={resource.reload} />
      {issued && (
        <MessageBar intent="success" data-testid="serial-key-issued">
          <MessageBarBody>
            <MessageBarTitle>{t('serialKeys.issuedTitle')}</MessageBarTitle>
            <span className={styles.issued} data-testid="serial-key-issued-key">
              {issued.key}
            </span>{' '}
            <Button size="small" appearance="transparent" icon={<Copy20Regular />} onClick={() => copy(issued.key)}>
              {t('serialKeys.copy')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      <Text as="h2" size={500} weight="semibold" className={styles.heading}>
        {t('serialKeys.listTitle')}
      </Text>
      {resource.status === 'success' && resource.data.keys.length === 0 && <Text data-testid="serial-keys-empty">{t('serialKeys.empty')}</Text>}
      {resource.status === 'error' && (
        <Card>
          <Text>{codeWording(resource.error.code, resource.error.message)}</Text>
        </Card>
      )}
      {resource.status === 'success' && resource.data.keys.length > 0 && (
        <ResponsiveTable
          label={t('serialKeys.listTitle')}
          items={resource.data.keys}
          itemKey={(k) => k.id}
          columns={columns}
          rowTestId="serial-key-row"
          card={(k) => ({
            title: <span className={styles.key}>{k.key}</span>,
            subtitle: t(`licences.types.${k.type}`, { defaultValue: k.type }),
            badge: state(k),
            details: [
              [t('licences.columns.quantity'), k.quantity.toLocaleString(i18n.language)],
              [t('licences.columns.start'), day(k.startDate)],
              [t('licences.columns.end'), day(k.endDate)],
              [t('serialKeys.columns.merchant'), k.merchantId ?? '—'],
            ],
          })}
        />
      )}
    </div>
  );
}
