import { render, screen, within } from '@testing-library/react';
import { HubRoot } from '../HubRoot/HubRoot';
import { ResponsiveTable, StackedText, type ResponsiveTableColumn } from './ResponsiveTable';

interface Fruit {
  id: string;
  name: string;
  origin: string;
  count: number;
}

const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', origin: 'Chiang Mai', count: 3 },
  { id: 'b', name: 'Banana', origin: 'Chanthaburi', count: 12 },
];

const columns: ResponsiveTableColumn<Fruit>[] = [
  { key: 'name', header: 'Name', cell: (f) => <StackedText primary={f.name} secondary={f.origin} /> },
  { key: 'count', header: 'Count', numeric: true, cell: (f) => f.count },
];

describe('ResponsiveTable', () => {
  beforeEach(() =>
    render(
      <HubRoot>
        <ResponsiveTable
          label="Fruit"
          items={fruits}
          itemKey={(f) => f.id}
          columns={columns}
          rowTestId="fruit-row"
          card={(f) => ({ title: f.name, subtitle: f.origin, badge: <span>ripe</span>, details: [['Count', f.count]] })}
        />
      </HubRoot>,
    ),
  );

  it('renders a table with a header and a row per item', () => {
    // jsdom matches no media query, so the desktop table stays display: none: query hidden nodes too.
    const table = screen.getByRole('table', { name: 'Fruit', hidden: true });
    expect(within(table).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent)).toEqual(['Name', 'Count']);
    const rows = screen.getAllByTestId('fruit-row');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['AppleChiang Mai', '3'],
      ['BananaChanthaburi', '12'],
    ]);
  });

  it('renders the same items as a list of cards with their details', () => {
    const list = screen.getByRole('list', { name: 'Fruit' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]?.textContent).toBe('BananaChanthaburiripeCount12');
    expect(cards[0]?.querySelector('dt')?.textContent).toBe('Count');
    expect(cards[0]?.querySelector('dd')?.textContent).toBe('3');
  });
});
