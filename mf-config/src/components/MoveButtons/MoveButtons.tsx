import { Button, Tooltip, makeStyles } from '@fluentui/react-components';
import { ArrowDown20Regular, ArrowUp20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ group: { display: 'flex', flexShrink: 0 } });

export interface MoveButtonsProps {
  /** What the buttons act on, for their accessible names ("Move Karat up"). */
  name: string;
  index: number;
  count: number;
  /** Read-only forms show no buttons at all. */
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** Move up, move down and remove for one item of an ordered list. */
export function MoveButtons({ name, index, count, disabled = false, onMove, onRemove }: MoveButtonsProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  if (disabled) return null;
  return (
    <div className={styles.group}>
      <Tooltip content={t('form.moveUp')} relationship="description">
        <Button size="small" appearance="subtle" icon={<ArrowUp20Regular />} aria-label={t('form.moveUpNamed', { name })} disabled={index === 0} onClick={() => onMove(index, index - 1)} />
      </Tooltip>
      <Tooltip content={t('form.moveDown')} relationship="description">
        <Button size="small" appearance="subtle" icon={<ArrowDown20Regular />} aria-label={t('form.moveDownNamed', { name })} disabled={index === count - 1} onClick={() => onMove(index, index + 1)} />
      </Tooltip>
      <Tooltip content={t('form.remove')} relationship="description">
        <Button size="small" appearance="subtle" icon={<Delete20Regular />} aria-label={t('form.removeNamed', { name })} onClick={onRemove} />
      </Tooltip>
    </div>
  );
}
