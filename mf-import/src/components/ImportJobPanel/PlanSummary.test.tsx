import { render, screen } from '@testing-library/react';
import type { ImportPlan } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { i18nBundles } from '../../i18n';
import { PlanSummary } from './PlanSummary';

const plan: ImportPlan = {
  create: 1,
  update: 0,
  unchanged: 1200,
  reject: 0,
  deactivate: 2,
  examples: {
    create: [{ sid: 'BKK', productCode: 'N-1' }],
    update: [],
    unchanged: [],
    reject: [],
    deactivate: [
      { sid: 'BKK', productCode: 'GONE-1' },
      { sid: 'BKK', productCode: 'GONE-2' },
    ],
  },
  stores: [{ sid: 'BKK', create: 1, update: 0, unchanged: 1200, reject: 0, deactivate: 2 }],
  skippedItems: [],
};

describe('PlanSummary (issue 11 item 4, the dry run; issue 13 item 2, products missing from the source)', () => {
  beforeAll(() => addI18nBundles('mf-import', i18nBundles));

  const renderIn = (locale: 'en' | 'ar', props: { plan: ImportPlan; markMissing?: boolean }) => {
    hubStore.setState({ locale });
    return render(
      <HubRoot>
        <PlanSummary {...props} />
      </HubRoot>,
    );
  };

  it('When the run marks missing products inactive, then the dry run shows how many it will mark, and which', async () => {
    renderIn('en', { plan, markMissing: true });
    expect((await screen.findByTestId('import-plan-deactivate')).textContent).toBe('2will be marked inactive');
    expect(screen.getByTestId('import-plan-unchanged').textContent).toBe('1,200stay unchanged');
    const examples = screen.getByTestId('import-plan-deactivate-examples');
    expect(examples.textContent).toContain('Marked inactive (missing from the source), for example');
    expect(examples.textContent).toContain('GONE-1');
    expect(examples.textContent).toContain('GONE-2');
  });

  it('When the run does not mark missing products inactive, then there is no such figure', async () => {
    renderIn('en', { plan: { ...plan, deactivate: 0, examples: { ...plan.examples, deactivate: [] } } });
    await screen.findByTestId('import-plan-create');
    expect(screen.queryByTestId('import-plan-deactivate')).toBeNull();
    expect(screen.queryByTestId('import-plan-deactivate-examples')).toBeNull();
  });

  it('When nothing is missing, then the figure is 0 and no examples show; in Arabic it is worded', async () => {
    renderIn('ar', { plan: { ...plan, deactivate: 0, examples: { ...plan.examples, deactivate: [] } }, markMissing: true });
    expect((await screen.findByTestId('import-plan-deactivate')).textContent).toContain('سيتم تعيينها كغير نشطة');
    expect(screen.queryByTestId('import-plan-deactivate-examples')).toBeNull();
  });
});
