import { useMemo } from 'react';
import { Card, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Tag24Regular } from '@fluentui/react-icons';
import { EPC_ENCODINGS, EPC_LENGTH_RANGE, PERMISSIONS, type EpcEncoding } from '@hub/contracts';
import { AccessDeniedPage, useDateFormat, useDocumentTitle, usePermission } from '@hub/ui';
import { SpinButton } from '@hub/ui/controls';
import { useTranslation } from 'react-i18next';
import { ConfigFormFrame } from '../../components/ConfigFormFrame';
import { ConfigSwitch } from '../../components/ConfigSwitch';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { rfidDraftIssues, sampleEpc, withEncoding } from '../../domain/rfidConfigForm';
import { PrintersSection } from './PrintersSection';
import { useRfidConfig } from './useRfidConfig';

const useStyles = makeStyles({
  sample: {
    fontFamily: tokens.fontFamilyMonospace,
    overflowWrap: 'anywhere',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
  },
  length: { maxWidth: '200px' },
});

/** Spec section 2, /config/rfid (issue 14 items 1 and 3): tags per product, the EPC encoding and length (CR000, CR100–CR102), and the printers (CRP100–CRP102). */
export function RfidConfigPage() {
  const { t } = useTranslation('mf-config');
  useDocumentTitle(t('rfid.title'));
  const canRead = usePermission({ permission: PERMISSIONS.RFID_CONFIGURATION_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <RfidForm />;
}

function RfidForm() {
  const page = useConfigPageStyles();
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const dates = useDateFormat();
  const canModify = usePermission({ permission: PERMISSIONS.RFID_CONFIGURATION_MODIFY });
  // Printers (printing configs) are read by whoever prints or designs tags, changed by whoever prints.
  const canSeePrinters = usePermission({ anyOf: [PERMISSIONS.RFID_PRINTING_MODIFY_PRINTING, PERMISSIONS.TAG_DESIGN_CONFIGURATION_READ_PREVIEW] });
  const canChangePrinters = usePermission({ permission: PERMISSIONS.RFID_PRINTING_MODIFY_PRINTING });
  const form = useRfidConfig();
  const { draft, setDraft } = form;
  const issues = useMemo(() => (draft ? rfidDraftIssues(draft) : {}), [draft]);

  return (
    <ConfigFormFrame
      testId="rfid-config-page"
      icon={<Tag24Regular aria-hidden />}
      title={t('rfid.title')}
      subtitle={t('rfid.subtitle')}
      loadError={t('rfid.loadError')}
      form={form}
      canModify={canModify}
      issueCount={Object.keys(issues).length}
      after={canSeePrinters ? <PrintersSection canModify={canChangePrinters} /> : undefined}
    >
      {(current, loaded) => {
        const range = EPC_LENGTH_RANGE[current.encoding];
        const unit = t(`rfid.unit.${current.encoding}`);
        return (
          <>
            {loaded.configured ? (
              <Text size={200} className={page.muted}>
                {t('rfid.lastSaved', { when: loaded.updatedAt ? dates.dateTime(loaded.updatedAt) : '' })}
              </Text>
            ) : (
              <MessageBar intent="info" data-testid="config-not-saved">
                <MessageBarBody>{t('rfid.notSaved')}</MessageBarBody>
              </MessageBar>
            )}
            <div className={page.twoColumns}>
              <Card className={page.card}>
                <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                  {t('rfid.tagsPerProduct')}
                </Text>
                <ConfigSwitch
                  field="multipleTags"
                  label={t('rfid.multipleTags')}
                  description={t('rfid.multipleTagsHint')}
                  checked={current.multipleTags}
                  changed={current.multipleTags !== loaded.multipleTags}
                  disabled={!canModify}
                  onChange={(multipleTags) => setDraft((d) => ({ ...d, multipleTags }))}
                />
              </Card>
              <Card className={page.card}>
                <div className={page.stack}>
                  <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                    {t('rfid.epc')}
                  </Text>
                  <Text size={200} className={page.muted}>
                    {t('rfid.epcHint')}
                  </Text>
                </div>
                <Field label={t('rfid.encoding')}>
                  <RadioGroup
                    value={current.encoding}
                    disabled={!canModify}
                    onChange={(_, d) => setDraft((x) => withEncoding(x, d.value as EpcEncoding))}
                  >
                    {EPC_ENCODINGS.map((encoding) => (
                      <Radio key={encoding} value={encoding} label={t(`rfid.encodings.${encoding}`)} />
                    ))}
                  </RadioGroup>
                </Field>
                <Field
                  label={t('rfid.length', { unit })}
                  hint={t(`rfid.lengthHint.${current.encoding}`, range)}
                  validationState={issues.length ? 'error' : 'none'}
                  validationMessage={issues.length ? t(`rfid.lengthHint.${current.encoding}`, range) : undefined}
                >
                  <SpinButton
                    className={styles.length}
                    value={current.length}
                    min={range.min}
                    max={range.max}
                    step={range.step}
                    disabled={!canModify}
                    onChange={(_, d) => {
                      const next = d.value ?? Number(d.displayValue);
                      if (next !== undefined && next !== null && !Number.isNaN(next)) setDraft((x) => ({ ...x, length: next }));
                    }}
                  />
                </Field>
                <div className={page.stack}>
                  <Text size={200} className={page.muted}>
                    {t('rfid.sample')}
                  </Text>
                  <Text className={styles.sample} dir="ltr" data-testid="rfid-sample">
                    {sampleEpc(current)}
                  </Text>
                </div>
              </Card>
            </div>
          </>
        );
      }}
    </ConfigFormFrame>
  );
}
