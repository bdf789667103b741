import { Button, Menu, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import { ColumnTriple20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { isAlwaysShown } from '../../domain/columnChoice';

export interface ColumnChooserProps {
  /** The configured columns, in order. */
  columns: readonly string[];
  hidden: readonly string[];
  labelOf: (column: string) => string;
  onToggle: (column: string, show: boolean) => void;
}

/** "Columns": a checkbox per configured column of the product list (the product code always shows). */
export function ColumnChooser({ columns, hidden, labelOf, onToggle }: ColumnChooserProps) {
  const { t } = useTranslation('mf-catalog');
  const checked = { columns: columns.filter((c) => isAlwaysShown(c) || !hidden.includes(c)) };
  const onChange: MenuProps['onCheckedValueChange'] = (_, data) => {
    const now = new Set(data.checkedItems);
    for (const column of columns) {
      const was = checked.columns.includes(column);
      if (was !== now.has(column)) onToggle(column, now.has(column));
    }
  };
  const shownCount = checked.columns.length;
  return (
    <Menu checkedValues={checked} onCheckedValueChange={onChange}>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ColumnTriple20Regular />} data-testid="column-chooser">
          {t('products.columns.button', { shown: shownCount, total: columns.length })}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('products.columns.label')}>
          {columns.map((column) => (
            <MenuItemCheckbox key={column} name="columns" value={column} disabled={isAlwaysShown(column)}>
              {labelOf(column)}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
