import { render, screen } from '@testing-library/react';
import { HubRoot } from '../HubRoot/HubRoot';
import { ProductBadges } from './ProductBadges';

describe('ProductBadges (spec section 2: item type, item status and inactive badges)', () => {
  it('When the product is inactive, then its type, status and the inactive badge show', () => {
    render(
      <HubRoot>
        <ProductBadges product={{ itemType: 'RING', itemStatus: 'SOLD', active: false }} inactiveLabel="Inactive" fieldLabel={(f) => `label:${f}`} />
      </HubRoot>,
    );
    expect(screen.getByTestId('badge-item-type').textContent).toBe('RING');
    expect(screen.getByTestId('badge-item-type').getAttribute('aria-label')).toBe('label:itemType: RING');
    expect(screen.getByTestId('badge-item-status').textContent).toBe('SOLD');
    expect(screen.getByTestId('badge-inactive').textContent).toBe('Inactive');
  });

  it('When a value is empty or the product is active, then its badge is left out', () => {
    render(
      <HubRoot>
        <ProductBadges product={{ itemType: ' ', itemStatus: null, active: true }} inactiveLabel="Inactive" />
      </HubRoot>,
    );
    expect(screen.queryByTestId('badge-item-type')).toBeNull();
    expect(screen.queryByTestId('badge-item-status')).toBeNull();
    expect(screen.queryByTestId('badge-inactive')).toBeNull();
  });
});
