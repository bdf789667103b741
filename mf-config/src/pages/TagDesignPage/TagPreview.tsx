import { makeStyles, tokens } from '@fluentui/react-components';
import type { TagLayout, TagLayoutItem, TagRotation } from '@hub/contracts';
import { code128Bars, qrModules } from '../../domain/barcodeSymbols';

const useStyles = makeStyles({
  frame: { width: '100%', maxWidth: '520px', overflow: 'hidden', borderRadius: tokens.borderRadiusMedium, boxShadow: tokens.shadow8 },
  // A label is white with black print in either theme: the preview shows the label itself.
  svg: { display: 'block', width: '100%', height: 'auto', backgroundColor: '#ffffff' },
});

/** Font 0 (^A0) is a condensed bold sans: its characters are about half as wide as high. */
const FONT0_ASPECT = 0.55;

/** The field's box before rotation, in dots: what a rotated field turns about. */
function boxOf(item: TagLayoutItem): { width: number; height: number } {
  if (item.kind === 'text') return { width: Math.ceil(item.text.length * item.height * FONT0_ASPECT), height: item.height };
  if (item.kind === 'code128') return { width: code128Bars(item.data).width * item.module, height: item.height + (item.showText ? Math.round(item.module * 10) : 0) };
  const side = (qrModules(item.data) ?? 21) * item.module;
  return { width: side, height: side };
}

/** ZPL's N/R/I/B turn the field about its top-left corner (^FO), keeping the field's box at that corner. */
function placement(x: number, y: number, rotation: TagRotation, box: { width: number; height: number }): string {
  switch (rotation) {
    case 90:
      return `translate(${x + box.height} ${y}) rotate(90)`;
    case 180:
      return `translate(${x + box.width} ${y + box.height}) rotate(180)`;
    case 270:
      return `translate(${x} ${y + box.width}) rotate(270)`;
    default:
      return `translate(${x} ${y})`;
  }
}

function Finder({ x, y, module }: { x: number; y: number; module: number }) {
  return (
    <g>
      <rect x={x} y={y} width={7 * module} height={7 * module} fill="#000" />
      <rect x={x + module} y={y + module} width={5 * module} height={5 * module} fill="#fff" />
      <rect x={x + 2 * module} y={y + 2 * module} width={3 * module} height={3 * module} fill="#000" />
    </g>
  );
}

function Item({ item }: { item: TagLayoutItem }) {
  const box = boxOf(item);
  const transform = placement(item.x, item.y, item.rotation, box);
  if (item.kind === 'text') {
    return (
      <text transform={transform} fontSize={item.height} fontFamily="'Arial Narrow', Arial, sans-serif" fontWeight="bold" dominantBaseline="hanging" fill="#000" data-testid="preview-text">
        {item.text}
      </text>
    );
  }
  if (item.kind === 'code128') {
    const { bars } = code128Bars(item.data);
    return (
      <g transform={transform} data-testid="preview-code128" data-value={item.data}>
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x * item.module} y={0} width={bar.width * item.module} height={item.height} fill="#000" />
        ))}
        {item.showText && (
          <text x={box.width / 2} y={item.height + 2} fontSize={item.module * 9} textAnchor="middle" dominantBaseline="hanging" fontFamily="Arial, sans-serif" fill="#000">
            {item.data}
          </text>
        )}
      </g>
    );
  }
  // A QR code's area and finder patterns (its data modules are left to the printer).
  const m = item.module;
  const side = box.width;
  return (
    <g transform={transform} data-testid="preview-qr" data-value={item.data}>
      <rect x={0} y={0} width={side} height={side} fill="#fff" stroke="#000" strokeWidth={m / 2} strokeDasharray={`${m} ${m}`} />
      <Finder x={0} y={0} module={m} />
      <Finder x={side - 7 * m} y={0} module={m} />
      <Finder x={0} y={side - 7 * m} module={m} />
      <text x={side / 2} y={side / 2} fontSize={Math.max(8, side / 6)} textAnchor="middle" dominantBaseline="middle" fontFamily="Arial, sans-serif" fill="#000">
        QR
      </text>
    </g>
  );
}

/** The label as `layoutTag` lays it out (the same layout `renderZpl` prints), drawn in printer dots. */
export function TagPreview({ layout, label }: { layout: TagLayout; label: string }) {
  const styles = useStyles();
  return (
    <div className={styles.frame} dir="ltr">
      <svg className={styles.svg} viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={label} data-testid="tag-preview">
        {layout.items.map((item, i) => (
          <Item key={i} item={item} />
        ))}
      </svg>
    </div>
  );
}
