import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { HubRoot } from '../HubRoot/HubRoot';
import { hubStore } from '../../store/hubStore';
import { ProductDetailsTabs } from './ProductDetailsTabs';
import { ProductFieldList } from './ProductFieldList';
import { ProductSectionTable } from './ProductSectionTable';

const inRoot = (node: ReactNode) => render(<HubRoot>{node}</HubRoot>);
const product = { karat: '22K', netWeight: 6.456, active: false, stoneType: ['Diamond', 'Ruby'], stoneWeight: 0.42, empty: [] };
const fieldLabel = (field: string) => (field === 'netWeight' ? 'Net weight (g)' : field);

describe('ProductFieldList (spec section 3 display rules)', () => {
  beforeEach(() => hubStore.setState({ locale: 'en' }));

  it('When fields are given, then each shows its label and its value by the display rules', () => {
    inRoot(<ProductFieldList product={product} fields={['netWeight', 'stoneType', 'active', 'empty']} fieldLabel={fieldLabel} />);
    expect(screen.getAllByTestId('product-field').map((f) => f.textContent)).toEqual([
      'Net weight (g)6.46',
      'stoneTypeDiamond, Ruby',
      'activeNo',
      'empty-',
    ]);
  });

  it('When the locale is Thai, then yes and no are worded in Thai', () => {
    hubStore.setState({ locale: 'th' });
    inRoot(<ProductFieldList product={{ active: true }} fields={['active']} fieldLabel={fieldLabel} appearance="inline" />);
    expect(screen.getByTestId('product-field').textContent).toBe('activeใช่');
  });

  it('When there are no fields, then the empty text shows, or nothing', () => {
    const { container } = inRoot(<ProductFieldList product={product} fields={[]} fieldLabel={fieldLabel} />);
    expect(container.querySelector('dl')).toBeNull();
    inRoot(<ProductFieldList product={product} fields={[]} fieldLabel={fieldLabel} emptyText="No details to show" />);
    expect(screen.getByText('No details to show')).toBeTruthy();
  });
});

describe('ProductSectionTable (spec section 2: multiple-values sections)', () => {
  beforeEach(() => hubStore.setState({ locale: 'en' }));

  it('When a section holds lists, then it is a table named after the section, one row per item', () => {
    inRoot(
      <ProductSectionTable product={product} fields={['stoneType', 'stoneWeight']} sectionName="Stones" fieldLabel={fieldLabel} emptyText="No entries" />,
    );
    const table = screen.getByRole('table', { name: 'Stones' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['stoneTypestoneWeight', 'Diamond0.42', 'Ruby-']);
  });

  it('When a field holds a list of objects, then each key is a column headed by the field label and the key', () => {
    const stones = { netWeight: [{ ct: 0.305, natural: true }] };
    inRoot(<ProductSectionTable product={stones} fields={['netWeight']} sectionName="Stones" fieldLabel={fieldLabel} emptyText="No entries" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['Net weight (g): ctNet weight (g): natural', '0.31Yes']);
  });

  it('When every field is empty, then the empty text shows instead of a table', () => {
    inRoot(<ProductSectionTable product={product} fields={['empty', 'absent']} sectionName="Stones" fieldLabel={fieldLabel} emptyText="No entries" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No entries')).toBeTruthy();
  });
});

describe('ProductDetailsTabs (spec sections 2 and 3: a tab per section, plus All)', () => {
  beforeEach(() => hubStore.setState({ locale: 'en' }));
  const sections = [
    { sectionName: 'Metal', multiple: false, sectionFields: ['karat', 'netWeight'] },
    { sectionName: 'Stones', multiple: true, sectionFields: ['stoneType', 'stoneWeight'] },
    { sectionName: 'Nothing', multiple: false, sectionFields: [] },
  ];
  const labels = { all: 'All', tabList: 'Sections', noRows: 'No entries' };
  const record = { _id: 'x', productCode: 'P1', imageName: ['a'], ...product, __v: 1 };

  it('When sections are configured, then each with fields is a tab, All last; a multiple section is a table', () => {
    inRoot(<ProductDetailsTabs product={record} sections={sections} fieldLabel={fieldLabel} labels={labels} />);
    expect(screen.getAllByRole('tab')).toEqual(['Metal', 'Stones', 'All'].map((name) => screen.getByRole('tab', { name })));
    expect(screen.getByRole('tabpanel', { name: 'Metal' }).textContent).toBe('karat22KNet weight (g)6.46');
    fireEvent.click(screen.getByRole('tab', { name: 'Stones' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Stones' })).getByRole('table', { name: 'Stones' })).toBeTruthy();
  });

  it("When 'All' is chosen, then every field shows but the hidden ones, fixed first then the data-mapping order", () => {
    inRoot(<ProductDetailsTabs product={record} sections={[]} mappingOrder={['stoneType']} fieldLabel={fieldLabel} labels={labels} />);
    expect(screen.getAllByRole('tab')).toEqual([screen.getByRole('tab', { name: 'All' })]);
    const shown = screen.getAllByTestId('product-field').map((f) => f.firstChild?.textContent);
    expect(shown).toEqual(['productCode', 'active', 'stoneType', 'karat', 'Net weight (g)', 'stoneWeight', 'empty']);
  });
});
