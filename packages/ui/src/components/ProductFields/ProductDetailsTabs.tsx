import { Tab, TabList } from '@fluentui/react-components';
import { allTabFields, detailsTabs, type DetailsTab, type ProductDetailsSection, type ProductFieldValues } from '@hub/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { ProductFieldList, type ProductFieldListProps } from './ProductFieldList';
import { ProductSectionTable } from './ProductSectionTable';

/** The screen's own words around the tabs (each app keeps its wording). */
export interface ProductDetailsTabsLabels {
  /** The 'All' tab. */
  all: string;
  /** The tab list's accessible name. */
  tabList: string;
  /** A multiple-values section with no entries. */
  noRows: string;
  /** A tab with no fields; nothing when left out. */
  noFields?: string;
}

export interface ProductDetailsTabsProps {
  product: ProductFieldValues;
  sections: readonly ProductDetailsSection[];
  /** The data mapping's field names: the 'All' tab lists configured fields in this order. */
  mappingOrder?: readonly string[];
  fieldLabel: (field: string) => string;
  labels: ProductDetailsTabsLabels;
  appearance?: ProductFieldListProps['appearance'];
  /** Class names of the tab strip and of the panel (each screen frames them its own way). */
  tabsClassName?: string;
  panelClassName?: string;
}

/**
 * Spec sections 2 and 3: a product laid out by the product details config, a tab per configured
 * section then 'All'; a multiple-values section shows as a table, the others as label/value pairs.
 */
export function ProductDetailsTabs({
  product,
  sections,
  mappingOrder,
  fieldLabel,
  labels,
  appearance,
  tabsClassName,
  panelClassName,
}: ProductDetailsTabsProps) {
  const baseId = useId();
  const tabs = useMemo(() => detailsTabs(sections), [sections]);
  const firstKey = tabs[0]!.key;
  const [selected, setSelected] = useState<string>(firstKey);
  // A new product starts on the first tab.
  useEffect(() => setSelected(firstKey), [product, firstKey]);
  const tab = tabs.find((x) => x.key === selected) ?? tabs[0]!;
  const tabLabel = (x: DetailsTab) => (x.kind === 'all' ? labels.all : x.label);
  return (
    <>
      <div className={tabsClassName}>
        <TabList selectedValue={tab.key} onTabSelect={(_, d) => setSelected(String(d.value))} aria-label={labels.tabList}>
          {tabs.map((x) => (
            <Tab key={x.key} value={x.key} id={`${baseId}-${x.key}`} aria-controls={`${baseId}-panel`}>
              {tabLabel(x)}
            </Tab>
          ))}
        </TabList>
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab.key}`} className={panelClassName}>
        {tab.kind === 'section' && tab.multiple ? (
          <ProductSectionTable product={product} fields={tab.fields} sectionName={tab.label} fieldLabel={fieldLabel} emptyText={labels.noRows} />
        ) : (
          <ProductFieldList
            product={product}
            fields={tab.kind === 'all' ? allTabFields(product, mappingOrder) : tab.fields}
            fieldLabel={fieldLabel}
            emptyText={labels.noFields}
            appearance={appearance}
          />
        )}
      </div>
    </>
  );
}
