import { useEffect, useRef, useState } from 'react';
import { Button, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { TagSearch20Regular } from '@fluentui/react-icons';
import { tagMappingApi, type RfidConfig, type TagLookupAnswer } from '@hub/contracts';
import { PageState, callApi, codeWording, toFailure, type ApiFailure } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { TagHistory } from '../../components/TagHistory';
import { EpcText } from '../../components/EpcText';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: '220px' },
  epc: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

/** Looks a tag up (scanned or typed): the product holding it, and its history across reuse. */
export function TagLookup({ config, changes }: { config: RfidConfig; changes: number }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const [value, setValue] = useState('');
  const [state, setState] = useState<{ status: 'idle' } | { status: 'loading' } | { status: 'error'; error: ApiFailure } | { status: 'success'; data: TagLookupAnswer }>({ status: 'idle' });
  const looked = useRef<string | null>(null);
  const look = async (epc: string, quietly = false) => {
    if (epc === '') return;
    looked.current = epc;
    if (!quietly) setState({ status: 'loading' });
    try {
      const data = await callApi(tagMappingApi.tag, { query: { epc } });
      if (looked.current === epc) setState({ status: 'success', data });
    } catch (error) {
      if (looked.current === epc) setState({ status: 'error', error: toFailure(error) });
    }
  };
  // A tag mapped, moved or unmapped on the page: the tag shown is read again.
  useEffect(() => {
    if (looked.current !== null) void look(looked.current, true);
  }, [changes]);

  return (
    <div className={styles.section}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void look(value.trim());
        }}
      >
        <Field label={t('tagMapping.lookup.label')} className={styles.field}>
          <Input value={value} input={{ dir: 'ltr' }} autoComplete="off" spellCheck={false} onChange={(_, d) => setValue(d.value)} data-testid="tag-lookup-input" />
        </Field>
        <Button type="submit" icon={<TagSearch20Regular />} disabled={value.trim() === ''}>
          {t('tagMapping.lookup.action')}
        </Button>
      </form>
      {state.status === 'loading' && <Spinner size="tiny" />}
      {state.status === 'error' && <PageState kind="error" title={t('tagMapping.lookup.error')} message={codeWording(state.error.code, state.error.message)} onRetry={() => void look(value.trim())} />}
      {state.status === 'success' && (
        <div className={styles.section} data-testid="tag-lookup-result">
          <Text weight="semibold">
            <EpcText epc={state.data.epc} config={config} className={styles.epc} />
          </Text>
          <Text>
            {state.data.product
              ? t('tagMapping.lookup.heldBy', { code: state.data.product.productCode, store: state.data.product.sid })
              : t('tagMapping.lookup.free')}
          </Text>
          <TagHistory events={state.data.history} showEpc={false} emptyText={t('tagHistory.empty')} />
        </div>
      )}
    </div>
  );
}
