import { Button, Card, Field, MessageBar, MessageBarBody, ProgressBar, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Print20Regular } from '@fluentui/react-icons';
import { PRINT_JOB_MAX_COPIES, type PrintingConfig, type PrintJob, type TagDesign } from '@hub/contracts';
import { codeWording, HubLink } from '@hub/ui';
import { SpinButton } from '@hub/ui/controls';
import { useTranslation } from 'react-i18next';
import { isJobMoving, jobProgress } from '../../domain/printingList';
import type { usePrintingPage } from './usePrintingPage';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM, minWidth: 0 },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  copies: { maxWidth: '120px' },
  job: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  counts: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', rowGap: tokens.spacingVerticalXXS, columnGap: tokens.spacingHorizontalXL, margin: 0 },
  count: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, fontVariantNumeric: 'tabular-nums' },
  problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  code: { fontWeight: tokens.fontWeightSemibold },
});

/** At most this many labels that did not print are listed under the job (the list shows each product's status). */
const PROBLEMS_SHOWN = 8;

export interface PrintPanelProps {
  view: ReturnType<typeof usePrintingPage>;
  printers: PrintingConfig[];
  designs: TagDesign[];
}

/** Printer, tag design and copies for the chosen products, Print, and the job being followed. */
export function PrintPanel({ view, printers, designs }: PrintPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const ready = printers.length > 0 && designs.length > 0;

  return (
    <Card className={styles.card} data-testid="print-panel">
      <Text as="h2" size={500} weight="semibold" className={styles.title}>
        {t('printing.panel.title')}
      </Text>
      {printers.length === 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('printing.panel.noPrinter')} <HubLink to="/config/rfid">{t('printing.panel.printersLink')}</HubLink>
          </MessageBarBody>
        </MessageBar>
      )}
      {designs.length === 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('printing.panel.noDesign')} <HubLink to="/config/tag-design">{t('printing.panel.designsLink')}</HubLink>
          </MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('printing.panel.printer')}>
        <Select value={view.printerId} onChange={(_, d) => view.choosePrinter(d.value)} disabled={printers.length === 0} data-testid="print-printer">
          {printers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.isDefault ? t('printing.panel.defaultPrinter', { name: p.name }) : p.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('printing.panel.design')}>
        <Select value={view.designId} onChange={(_, d) => view.setDesignId(d.value)} disabled={designs.length === 0} data-testid="print-design">
          {designs.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('printing.panel.copies')} hint={t('printing.panel.copiesHint', { max: PRINT_JOB_MAX_COPIES })}>
        <SpinButton
          className={styles.copies}
          value={view.copies}
          min={1}
          max={PRINT_JOB_MAX_COPIES}
          onChange={(_, d) => {
            const next = d.value ?? Number(d.displayValue);
            if (Number.isInteger(next) && next >= 1 && next <= PRINT_JOB_MAX_COPIES) view.setCopies(next);
          }}
        />
      </Field>
      <Button
        appearance="primary"
        icon={<Print20Regular />}
        disabled={!ready || view.selection.size === 0 || view.starting}
        onClick={() => void view.print()}
        data-testid="print-button"
      >
        {view.selection.size === 0 ? t('printing.panel.chooseFirst') : t('printing.panel.print', { count: view.selection.size })}
      </Button>
      {view.printError && (
        <MessageBar intent="error" data-testid="print-error">
          <MessageBarBody>{codeWording(view.printError.code, view.printError.message)}</MessageBarBody>
        </MessageBar>
      )}
      {view.job && <JobProgress job={view.job} />}
      {view.jobError && (
        <MessageBar intent="error">
          <MessageBarBody>{codeWording(view.jobError.code, view.jobError.message)}</MessageBarBody>
        </MessageBar>
      )}
    </Card>
  );
}

/** The followed job: its status, progress, counts, and why it or some labels did not print. */
export function JobProgress({ job }: { job: PrintJob }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const moving = isJobMoving(job);
  const problems = job.items.filter((i) => i.reason !== null && i.reason !== job.reason && (i.status === 'FAILED' || i.status === 'VOIDED'));
  const counts = (['printed', 'queued', 'voided', 'failed', 'cancelled'] as const).filter((k) => k === 'printed' || k === 'queued' || job.counts[k] > 0);
  return (
    <section className={styles.job} aria-label={t('printing.job.title')} data-testid="print-job" data-status={job.status}>
      <Text weight="semibold" aria-live="polite" data-testid="print-job-status">
        {t(`printing.job.status.${job.status}`, { design: job.designName, printer: job.configName })}
      </Text>
      <ProgressBar
        value={jobProgress(job)}
        color={job.status === 'FAILED' ? 'error' : job.status === 'DONE' && job.counts.printed === job.counts.total ? 'success' : 'brand'}
        thickness="large"
        aria-label={t('printing.job.progress')}
        aria-valuetext={t('printing.job.ended', { done: job.counts.total - job.counts.queued, total: job.counts.total })}
      />
      <dl className={styles.counts}>
        {counts.map((k) => (
          <div key={k} className={styles.count}>
            <dt>{t(`printing.job.counts.${k}`)}</dt>
            <dd style={{ margin: 0 }} data-testid={`print-job-${k}`}>
              {job.counts[k]}
            </dd>
          </div>
        ))}
      </dl>
      {job.reason && (
        <MessageBar intent="error" data-testid="print-job-reason">
          <MessageBarBody>{codeWording(job.reason)}</MessageBarBody>
        </MessageBar>
      )}
      {!moving && problems.length > 0 && (
        <ul className={styles.problems}>
          {problems.slice(0, PROBLEMS_SHOWN).map((item) => (
            <li key={`${item.sid}/${item.productCode}`}>
              <Text size={200}>
                <span className={styles.code}>{item.productCode}</span>: {codeWording(item.reason!)}
              </Text>
            </li>
          ))}
          {problems.length > PROBLEMS_SHOWN && (
            <li>
              <Text size={200} className={styles.muted}>
                {t('printing.job.moreProblems', { count: problems.length - PROBLEMS_SHOWN })}
              </Text>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
