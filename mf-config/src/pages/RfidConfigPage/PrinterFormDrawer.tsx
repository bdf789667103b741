import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Select,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { MEDIA, type PrintingConfig, type TagDesign } from '@hub/contracts';
import { useDrawerForm, useFocusReturn } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { DPI_CHOICES, emptyPrinterDraft, printerDraftOf, printerFieldErrorOf, printerIssues, type PrinterDraft, type PrinterField, type PrinterProblem } from '../../domain/printerForm';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  drawer: { width: '520px', maxWidth: '100vw' },
  form: { display: 'flex', flexDirection: 'column', width: '100%', height: '100%', minHeight: 0, flexGrow: 1 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlock: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    alignItems: 'start',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    [MEDIA.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  half: {
    display: 'grid',
    alignItems: 'start',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  footer: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', flexWrap: 'wrap' },
  fill: { width: '100%', minWidth: 0 },
});

export interface PrinterFormDrawerProps {
  open: boolean;
  /** The printer edited; null: a new one. */
  printer: PrintingConfig | null;
  /** No printer yet: the new one is the default whatever the switch says (the server makes it so). */
  isFirst: boolean;
  designs: TagDesign[];
  onSave: (draft: PrinterDraft) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or edits a printer (a printing config): name, default, address, resolution, label size, design, verification. */
export function PrinterFormDrawer({ open, printer, isFirst, designs, onSave, onClose }: PrinterFormDrawerProps) {
  const styles = useStyles();
  useFocusReturn(open);
  const { t } = useTranslation('mf-config');
  const form = useDrawerForm<PrinterDraft, PrinterField, PrinterProblem>({
    open,
    resetOn: [printer],
    initial: () => (printer ? printerDraftOf(printer) : emptyPrinterDraft(isFirst)),
    validate: printerIssues,
    canSave: true,
    submit: async (draft) => {
      await onSave(draft);
      onClose();
    },
    fieldErrorsOf: (code) => printerFieldErrorOf(code),
    formErrorOf: (code, message) => codeWording(code, message),
  });
  const { draft, set } = form;
  const problem = (field: PrinterField) => {
    const p = form.problemOf(field);
    if (!p) return {};
    const text = /^[A-Z]{2,4}\d{3}$/.test(p) ? codeWording(p) : t(`printers.problems.${p}`);
    return { validationState: 'error' as const, validationMessage: text };
  };

  return (
    <OverlayDrawer open={open} position="end" className={styles.drawer} onOpenChange={(_, d) => !d.open && onClose()}>
      <form className={styles.form} noValidate onSubmit={(e) => void form.save(e)} data-testid="printer-form">
        <DrawerHeader>
          <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('printers.close')} icon={<Dismiss24Regular />} onClick={onClose} />}>
            {printer ? t('printers.editTitle', { name: printer.name }) : t('printers.addTitle')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={styles.body}>
          <Field label={t('printers.name')} required {...problem('name')}>
            <Input className={styles.fill} value={draft.name} onChange={(_, d) => set('name', d.value)} data-testid="printer-name" />
          </Field>
          <div className={styles.pair}>
            <Field label={t('printers.host')} hint={t('printers.hostHint')} required {...problem('host')}>
              <Input value={draft.host} className={styles.fill} input={{ dir: 'ltr' }} onChange={(_, d) => set('host', d.value)} data-testid="printer-host" />
            </Field>
            <Field label={t('printers.port')} required {...problem('port')}>
              <Input className={styles.fill} value={draft.port} inputMode="numeric" input={{ dir: 'ltr' }} onChange={(_, d) => set('port', d.value)} data-testid="printer-port" />
            </Field>
          </div>
          <Field label={t('printers.dpi')} hint={t('printers.dpiHint')}>
            <Select value={draft.dpi} onChange={(_, d) => set('dpi', d.value as PrinterDraft['dpi'])} data-testid="printer-dpi">
              {DPI_CHOICES.map((dpi) => (
                <option key={dpi} value={dpi}>
                  {dpi === '' ? t('printers.fromDesign') : t('printers.dpiValue', { dpi })}
                </option>
              ))}
            </Select>
          </Field>
          <div className={styles.half}>
            <Field label={t('printers.labelWidth')} {...problem('labelWidthMm')}>
              <Input className={styles.fill} value={draft.labelWidthMm} inputMode="decimal" placeholder={t('printers.fromDesign')} onChange={(_, d) => set('labelWidthMm', d.value)} />
            </Field>
            <Field label={t('printers.labelHeight')} {...problem('labelHeightMm')}>
              <Input className={styles.fill} value={draft.labelHeightMm} inputMode="decimal" placeholder={t('printers.fromDesign')} onChange={(_, d) => set('labelHeightMm', d.value)} />
            </Field>
          </div>
          <Field label={t('printers.design')} hint={t('printers.designHint')} {...problem('tagDesignId')}>
            <Select value={draft.tagDesignId} onChange={(_, d) => set('tagDesignId', d.value)} data-testid="printer-design">
              <option value="">{t('printers.noDesign')}</option>
              {designs.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          </Field>
          <Switch checked={draft.verifyEncoding} onChange={(_, d) => set('verifyEncoding', d.checked)} label={t('printers.verify')} />
          <Switch checked={draft.isDefault || isFirst} disabled={isFirst || printer?.isDefault === true} onChange={(_, d) => set('isDefault', d.checked)} label={t('printers.isDefault')} />
          {form.formError && (
            <MessageBar intent="error">
              <MessageBarBody>{form.formError}</MessageBarBody>
            </MessageBar>
          )}
        </DrawerBody>
        <DrawerFooter className={styles.footer}>
          <Button onClick={onClose}>{t('printers.cancel')}</Button>
          <Button appearance="primary" type="submit" disabled={form.saving} data-testid="printer-save">
            {t('printers.save')}
          </Button>
        </DrawerFooter>
      </form>
    </OverlayDrawer>
  );
}
