import { useState } from 'react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowImport20Regular, LockClosed20Regular, PlugConnectedCheckmark20Regular, PlugConnected24Regular, TableSimple20Regular } from '@fluentui/react-icons';
import { PERMISSIONS, connectionFailureSchema, fingerprintHex, importSourcesApi, type ConnectionFailure, type ImportSourceTestResult, type ImportSourceView } from '@hub/contracts';
import { callApiWithCode, hubStore, isApiError, useLocalizedNavigation, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { codeWording } from '../../i18n/codeWording';
import { mappingFromSourceHref } from '../../domain/mappingSample';
import { PANEL_STYLE } from '../../components/Panel/panelStyle';

/** How many sample rows a test shows (the server reads up to 5). */
export const SAMPLE_ROWS_SHOWN = 5;

const useStyles = makeStyles({
  root: {
    ...PANEL_STYLE,
  },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  // The sample scrolls inside its own box (both ways), so wide or many columns never widen the page.
  sample: {
    overflow: 'auto',
    maxHeight: '260px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  // Columns keep their width (the box scrolls) instead of being squeezed to the screen's.
  table: { width: 'auto', minWidth: '100%', tableLayout: 'auto' },
  cell: { whiteSpace: 'nowrap' },
  value: { display: 'block', maxWidth: '240px', overflow: 'hidden', textOverflow: 'ellipsis' },
  head: { position: 'sticky', top: 0, backgroundColor: tokens.colorNeutralBackground3, zIndex: 1 },
  fingerprint: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  // A fingerprint is one long word: it wraps anywhere rather than widen a phone's screen.
  fingerprintValue: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

type Outcome = { kind: 'tested'; code: string; result: ImportSourceTestResult } | { kind: 'failed'; code: string; failure: ConnectionFailure | null } | null;

export interface SourceChecksProps {
  source: ImportSourceView;
  /** The form has unsaved changes: the test and the run would use the saved settings, so they wait. */
  unsaved: boolean;
  /** DATA_IMPORT_MODIFY: starting an import is an import. */
  canRun: boolean;
  /** What a test changed in the source (its connection status and last error). */
  onTested: (change: Pick<ImportSourceView, 'connectionStatus' | 'lastErrorCode' | 'testedAt'>) => void;
  /**
   * FTPS and SFTP: the form's pinned fingerprint, and pinning the one a test saw (trust on first use, by
   * an explicit choice: it goes into the form, which saves it). Absent: the caller cannot change the source.
   */
  pin?: { pinned: string; onPin: (fingerprint: string) => void };
}

/** The category a failed test answers (issue 25: never the remote's own words), if the answer has one. */
export function failureOfDetails(details: unknown): ConnectionFailure | null {
  const parsed = connectionFailureSchema.safeParse((details as { failure?: unknown } | undefined)?.failure);
  return parsed.success ? parsed.data : null;
}

/**
 * "Test connection" (Tested, with the columns and first rows read, or the failure's wording: DBC100,
 * WSC100, FTPC100, SFTPC100, OSC100, PDDB1xx…) and "Import now": on CDI000 the data import page
 * follows the job it started.
 */
export function SourceChecks({ source, unsaved, canRun, onTested, pin }: SourceChecksProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const { go } = useLocalizedNavigation();
  const [busy, setBusy] = useState<'test' | 'run' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [runError, setRunError] = useState<string | null>(null);
  const canMap = usePermission({ permission: PERMISSIONS.ERP_MODIFY });

  const test = async () => {
    setBusy('test');
    setOutcome(null);
    setRunError(null);
    try {
      const { code, data } = await callApiWithCode(importSourcesApi.test, { params: { id: source.id } });
      setOutcome({ kind: 'tested', code, result: data });
      onTested({ connectionStatus: data.connectionStatus, lastErrorCode: null, testedAt: new Date().toISOString() });
    } catch (error) {
      const code = isApiError(error) ? error.code : 'SE100';
      const failure = isApiError(error) ? failureOfDetails(error.details) : null;
      setOutcome({ kind: 'failed', code, failure });
      // A test that failed is recorded on the source (it answers the failure's category); a refusal of
      // the call itself (404, 403…) is not a test.
      if (failure !== null || (isApiError(error) && error.status === 502)) onTested({ connectionStatus: 'Not Tested', lastErrorCode: code, testedAt: new Date().toISOString() });
    } finally {
      setBusy(null);
    }
  };

  const run = async () => {
    setBusy('run');
    setRunError(null);
    try {
      const { code, data } = await callApiWithCode(importSourcesApi.run, { params: { id: source.id } });
      hubStore.getState().showSnackbar(codeWording(code), 'success');
      go(`/data-import?job=${encodeURIComponent(data.jobId)}`);
    } catch (error) {
      setRunError(isApiError(error) ? codeWording(error.code, error.message) : codeWording('SE100'));
      setBusy(null);
    }
  };

  return (
    <section className={styles.root} aria-labelledby="source-checks-heading" data-testid="source-checks">
      <Text as="h2" size={500} weight="semibold" id="source-checks-heading" className={styles.title}>
        <PlugConnected24Regular aria-hidden />
        {t('importSources.test.heading')}
      </Text>
      <Text className={styles.muted}>{t('importSources.test.subtitle')}</Text>
      {unsaved && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('importSources.test.saveFirst')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          icon={busy === 'test' ? <Spinner size="tiny" /> : <PlugConnectedCheckmark20Regular />}
          disabled={unsaved || busy !== null}
          onClick={() => void test()}
          data-testid="source-test"
        >
          {t('importSources.test.action')}
        </Button>
        {canRun && (
          <Button
            appearance="primary"
            icon={busy === 'run' ? <Spinner size="tiny" /> : <ArrowImport20Regular />}
            disabled={unsaved || busy !== null}
            onClick={() => void run()}
            data-testid="source-run"
          >
            {t('importSources.test.run')}
          </Button>
        )}
      </div>
      {runError && (
        <MessageBar intent="error" role="alert" data-testid="source-run-error">
          <MessageBarBody>{runError}</MessageBarBody>
        </MessageBar>
      )}
      {outcome?.kind === 'failed' && (
        <MessageBar intent="error" role="alert" data-testid="source-test-result">
          <MessageBarBody>
            <MessageBarTitle>{t('connections.notTested')}</MessageBarTitle>
            {codeWording(outcome.code)}
            {outcome.failure && <div data-testid="source-test-failure">{t(`importSources.test.failure.${outcome.failure}`)}</div>}
          </MessageBarBody>
        </MessageBar>
      )}
      {outcome?.kind === 'tested' && <TestSample code={outcome.code} result={outcome.result} />}
      {outcome?.kind === 'tested' && outcome.result.columns.length > 0 && canMap && (
        // Issue 28 item 1: the source's test run starts its mapping, in the mapping editor's sample flow.
        <div className={styles.actions}>
          <Button icon={<TableSimple20Regular />} onClick={() => go(mappingFromSourceHref(source))} data-testid="source-map-sample">
            {t('importSources.test.mapSample')}
          </Button>
        </div>
      )}
      {outcome?.kind === 'tested' && outcome.result.fingerprint && <ServerFingerprint seen={outcome.result.fingerprint} pin={pin} />}
    </section>
  );
}

function TestSample({ code, result }: { code: string; result: ImportSourceTestResult }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const rows = result.sample.slice(0, SAMPLE_ROWS_SHOWN);
  return (
    <>
      <MessageBar intent="success" role="status" data-testid="source-test-result">
        <MessageBarBody>
          <MessageBarTitle>{t('connections.tested')}</MessageBarTitle>
          {codeWording(code)}
        </MessageBarBody>
      </MessageBar>
      <Text weight="semibold">{t('importSources.test.columns', { n: result.columns.length })}</Text>
      {result.columns.length > 0 && (
        // A scrollable region is focusable, so a keyboard can scroll it (axe: scrollable-region-focusable).
        <div className={styles.sample} tabIndex={0} role="region" aria-label={t('importSources.test.sample')} data-testid="source-sample">
          <Table size="extra-small" className={styles.table} aria-label={t('importSources.test.sample')}>
            <TableHeader className={styles.head}>
              <TableRow>
                {result.columns.map((column, i) => (
                  <TableHeaderCell key={`${i}-${column}`} className={styles.cell}>
                    <span dir="auto" className={styles.value}>
                      {column}
                    </span>
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, r) => (
                <TableRow key={r} data-testid="source-sample-row">
                  {result.columns.map((column, c) => (
                    <TableCell key={`${c}-${column}`} className={styles.cell} title={row[c] ?? ''}>
                      <span dir="auto" className={styles.value}>
                        {row[c] === undefined || row[c] === '' ? '-' : row[c]}
                      </span>
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {rows.length === 0 && <Text className={styles.muted}>{t('importSources.test.noRows')}</Text>}
    </>
  );
}

/** The fingerprint the test saw, and "Pin this fingerprint" unless it is the pinned one already. */
function ServerFingerprint({ seen, pin }: { seen: string; pin: SourceChecksProps['pin'] }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const pinned = pin !== undefined && fingerprintHex(pin.pinned) === fingerprintHex(seen);
  return (
    <div className={styles.fingerprint} data-testid="source-test-fingerprint">
      <Text weight="semibold">{t('importSources.test.fingerprint')}</Text>
      <Text className={styles.fingerprintValue} dir="ltr" data-testid="source-test-fingerprint-value">
        {seen}
      </Text>
      {pinned && <Text className={styles.muted}>{t('importSources.test.pinned')}</Text>}
      {pin && !pinned && (
        <>
          <Text className={styles.muted}>{t('importSources.test.pinHint')}</Text>
          <Button icon={<LockClosed20Regular />} onClick={() => pin.onPin(seen)} data-testid="source-pin">
            {t('importSources.test.pin')}
          </Button>
        </>
      )}
    </div>
  );
}
