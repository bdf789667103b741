import { Badge, Field, Input, Select, Switch, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { BARCODE_SYMBOLOGIES, TAG_FIELD_FORMATS, TAG_ROTATIONS, type BarcodeSymbology, type TagElement, type TagFieldFormat, type TagRotation } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { MoveButtons } from '../../components/MoveButtons';
import type { FieldOption } from '../../domain/productFields';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  element: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  invalid: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  wide: { gridColumn: 'span 2', minWidth: 0 },
  fill: { width: '100%', minWidth: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A number typed in a field: kept when it is a number (the form's rules say whether it is in range). */
function NumberField({ label, value, step = 1, disabled, onChange }: { label: string; value: number; step?: number; disabled: boolean; onChange: (n: number) => void }) {
  const styles = useStyles();
  return (
    <Field label={label} size="small">
      <Input
        className={styles.fill}
        size="small"
        type="number"
        step={step}
        value={String(value)}
        disabled={disabled}
        onChange={(_, d) => {
          const n = Number(d.value);
          if (d.value.trim() !== '' && Number.isFinite(n)) onChange(n);
        }}
      />
    </Field>
  );
}

export interface ElementEditorProps {
  element: TagElement;
  index: number;
  count: number;
  fields: FieldOption[];
  problem: string | undefined;
  disabled: boolean;
  onChange: (element: TagElement) => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One element of a design: what it prints, where (mm from the top-left corner), its size and rotation. */
export function ElementEditor({ element, index, count, fields, problem, disabled, onChange, onMove, onRemove }: ElementEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const kind = element.kind === 'barcode' ? (element.symbology === 'QR' ? 'qr' : 'barcode') : element.kind === 'field' && element.field === 'epc' ? 'epc' : element.kind;
  const name = `${t(`tagDesign.kinds.${kind}`)} ${index + 1}`;
  const set = (patch: Partial<TagElement>) => onChange({ ...element, ...patch } as TagElement);
  const fieldSelect = (value: string) => (
    <Field label={t('tagDesign.element.field')} size="small" className={styles.wide}>
      <Select size="small" value={value} disabled={disabled} onChange={(_, d) => set({ field: d.value } as Partial<TagElement>)}>
        {!fields.some((f) => f.name === value) && <option value={value}>{value}</option>}
        {fields.map((f) => (
          <option key={f.name} value={f.name}>
            {f.name === 'epc' ? t('tagDesign.epcField') : f.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <li className={mergeClasses(styles.element, problem !== undefined && styles.invalid)} data-testid="design-element">
      <div className={styles.head}>
        <Badge appearance="tint" color={element.kind === 'text' ? 'informative' : element.kind === 'barcode' ? 'important' : 'brand'}>
          {name}
        </Badge>
        <MoveButtons name={name} index={index} count={count} disabled={disabled} onMove={onMove} onRemove={onRemove} />
      </div>
      <div className={styles.grid}>
        {element.kind === 'text' && (
          <Field label={t('tagDesign.element.text')} size="small" className={styles.wide}>
            <Input size="small" className={styles.fill} value={element.text} disabled={disabled} onChange={(_, d) => set({ text: d.value })} data-testid="element-text" />
          </Field>
        )}
        {element.kind === 'field' && (
          <>
            {fieldSelect(element.field)}
            <Field label={t('tagDesign.element.format')} size="small">
              <Select size="small" value={element.format} disabled={disabled} onChange={(_, d) => set({ format: d.value as TagFieldFormat })}>
                {TAG_FIELD_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {t(`tagDesign.formats.${f}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('tagDesign.element.prefix')} size="small">
              <Input size="small" className={styles.fill} value={element.prefix} disabled={disabled} onChange={(_, d) => set({ prefix: d.value })} />
            </Field>
          </>
        )}
        {element.kind === 'barcode' && (
          <>
            <Field label={t('tagDesign.element.symbology')} size="small">
              <Select size="small" value={element.symbology} disabled={disabled} onChange={(_, d) => set({ symbology: d.value as BarcodeSymbology })}>
                {BARCODE_SYMBOLOGIES.map((s) => (
                  <option key={s} value={s}>
                    {t(`tagDesign.symbologies.${s}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {fieldSelect(element.field)}
            {element.symbology === 'CODE128' && <NumberField label={t('tagDesign.element.barHeight')} value={element.heightMm} step={0.5} disabled={disabled} onChange={(heightMm) => set({ heightMm })} />}
            <NumberField label={t(element.symbology === 'QR' ? 'tagDesign.element.moduleQr' : 'tagDesign.element.module')} value={element.module} disabled={disabled} onChange={(module) => set({ module })} />
          </>
        )}
        {element.kind !== 'barcode' && <NumberField label={t('tagDesign.element.fontSize')} value={element.fontSize} disabled={disabled} onChange={(fontSize) => set({ fontSize })} />}
        <NumberField label={t('tagDesign.element.x')} value={element.x} step={0.5} disabled={disabled} onChange={(x) => set({ x })} />
        <NumberField label={t('tagDesign.element.y')} value={element.y} step={0.5} disabled={disabled} onChange={(y) => set({ y })} />
        <Field label={t('tagDesign.element.rotation')} size="small">
          <Select size="small" value={String(element.rotation)} disabled={disabled} onChange={(_, d) => set({ rotation: Number(d.value) as TagRotation })}>
            {TAG_ROTATIONS.map((r) => (
              <option key={r} value={r}>
                {t('tagDesign.element.degrees', { value: r })}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {element.kind === 'barcode' && element.symbology === 'CODE128' && (
        <Switch checked={element.showText} disabled={disabled} onChange={(_, d) => set({ showText: d.checked })} label={t('tagDesign.element.showText')} />
      )}
      {problem && (
        <span className={styles.error} role="alert">
          {problem === 'TGD102' ? codeWording('TGD102') : t(`tagDesign.problems.${problem}`)}
        </span>
      )}
    </li>
  );
}
