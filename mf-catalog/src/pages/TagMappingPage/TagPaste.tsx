import { useMemo, useState } from 'react';
import { Button, Field, MessageBar, MessageBarBody, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { ClipboardPaste20Regular } from '@fluentui/react-icons';
import { MASTER_STORE, TAG_MAPPING_MAX_TAGS, parseTagLines } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import type { useTagMapping } from './useTagMapping';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  text: { fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  lines: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

export interface TagPasteProps {
  mapping: ReturnType<typeof useTagMapping>;
  /** The list's store when no product is chosen (MASTER: none). */
  listSid: string;
}

/**
 * A bulk paste: one tag per line, `EPC` (to the chosen product) or `EPC,productCode`, mapped in one
 * request (up to 20,000 lines) in the store of the chosen product, else the list's store.
 */
export function TagPaste({ mapping, listSid }: TagPasteProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const [text, setText] = useState('');
  const lines = useMemo(() => parseTagLines(text), [text]);
  const bare = lines.filter((l) => l.productCode === null).length;
  // The request lists bare EPCs first, then pairs: a refusal's index is a position in that order.
  const lineOf = (index: number) => [...lines.filter((l) => l.productCode === null), ...lines.filter((l) => l.productCode !== null)][index]?.line ?? index + 1;
  const sid = mapping.product?.sid ?? (listSid !== MASTER_STORE ? listSid : null);
  const problem =
    lines.length > TAG_MAPPING_MAX_TAGS
      ? t('tagMapping.paste.tooMany', { max: TAG_MAPPING_MAX_TAGS })
      : bare > 0 && !mapping.product
        ? t('tagMapping.paste.needProduct')
        : sid === null && lines.length > 0
          ? t('tagMapping.paste.needStore')
          : null;
  const outcome = mapping.paste;

  return (
    <div className={styles.section}>
      <Field label={t('tagMapping.paste.label')} hint={t('tagMapping.paste.hint')} validationState={problem ? 'warning' : 'none'} validationMessage={problem ?? undefined}>
        <Textarea
          className={styles.text}
          value={text}
          rows={6}
          resize="vertical"
          textarea={{ dir: 'ltr', spellCheck: false }}
          placeholder={'E28011700000020A1B2C3D4E\nE28011700000020A1B2C3D4F,DJ-RG-000123'}
          onChange={(_, d) => {
            setText(d.value);
            mapping.clearPaste();
          }}
          data-testid="tag-paste"
        />
      </Field>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={<ClipboardPaste20Regular />}
          disabled={lines.length === 0 || problem !== null || mapping.busy}
          onClick={() => sid && void mapping.mapPasted(text, sid)}
        >
          {t('tagMapping.paste.map', { count: lines.length })}
        </Button>
        {sid && lines.length > 0 && <Text className={styles.muted}>{t('tagMapping.paste.store', { store: sid })}</Text>}
      </div>
      {outcome?.kind === 'done' && (
        <MessageBar intent="success" data-testid="paste-result">
          <MessageBarBody>{t('tagMapping.paste.result', { mapped: outcome.result.mapped, moved: outcome.result.moved, unchanged: outcome.result.unchanged, unmapped: outcome.result.unmapped })}</MessageBarBody>
        </MessageBar>
      )}
      {outcome?.kind === 'refused' && (
        <MessageBar intent="error" data-testid="paste-result">
          <MessageBarBody>
            {outcome.message}
            {outcome.lines.length > 0 && (
              <ul className={styles.lines}>
                {outcome.lines.map((l) => (
                  <li key={l.index}>{t('tagMapping.paste.badLine', { line: lineOf(l.index), value: l.value, problem: t(`tagMapping.problems.${l.problem}`) })}</li>
                ))}
              </ul>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
