import {
  Tab,
  TabList,
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
import { displayValue, type ProductDetailsSection } from '@hub/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldValue } from '../../domain/productFields';
import { recordTabs, sectionRows, type RecordTab } from '../../domain/productRecord';

export interface ProductRecordProps {
  product: Readonly<Record<string, unknown>>;
  sections: readonly ProductDetailsSection[];
  labelOf: (fieldName: string) => string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  tabs: { overflowX: 'auto' },
  panel: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    margin: 0,
  },
  item: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    minWidth: 0,
  },
  term: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  value: { margin: 0, textAlign: 'end', overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  tableWrap: { overflowX: 'auto' },
});

/** A product's record laid out by the product details config: a tab per section, then 'All'. */
export function ProductRecord({ product, sections, labelOf }: ProductRecordProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const tabs = recordTabs(sections, product);
  const [selected, setSelected] = useState(0);
  const tab = tabs[Math.min(selected, tabs.length - 1)]!;
  const text = (value: unknown) =>
    typeof value === 'boolean' ? t(value ? 'products.filters.yes' : 'products.filters.no') : displayValue(value);
  const tabName = (s: RecordTab) => (s.all ? t('product.allTab') : s.name);

  const panel = () => {
    if (tab.multiple) {
      const rows = sectionRows(tab.fields, product);
      if (rows.length === 0) return <Text>{t('product.sectionEmpty')}</Text>;
      return (
        <div className={styles.tableWrap}>
          <Table size="small" aria-label={tabName(tab)}>
            <TableHeader>
              <TableRow>
                {tab.fields.map((f) => (
                  <TableHeaderCell key={f}>{labelOf(f)}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={i}>
                  {row.map((value, j) => (
                    <TableCell key={tab.fields[j]}>{text(value)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      );
    }
    return (
      <dl className={styles.list}>
        {tab.fields.map((name) => (
          <Fragment key={name}>
            <div className={styles.item}>
              <dt className={styles.term}>{labelOf(name)}</dt>
              <dd className={styles.value}>{text(fieldValue(product, name))}</dd>
            </div>
          </Fragment>
        ))}
      </dl>
    );
  };

  return (
    <section className={styles.root} aria-label={t('product.record')}>
      <TabList
        className={styles.tabs}
        selectedValue={String(selected)}
        onTabSelect={(_, d) => setSelected(Number(d.value))}
        aria-label={t('product.sections')}
      >
        {tabs.map((s, i) => (
          <Tab key={`${i}-${s.name}`} value={String(i)}>
            {tabName(s)}
          </Tab>
        ))}
      </TabList>
      <div className={styles.panel} role="tabpanel" aria-label={tabName(tab)}>
        {panel()}
      </div>
    </section>
  );
}
