import { fireEvent, render, screen } from '@testing-library/react';
import { MESSAGE_CATALOGUES } from '@hub/contracts';
import { hubStore } from '../../store/hubStore';
import { HubRoot } from '../HubRoot/HubRoot';
import { SaveBar, type SaveBarProps } from './SaveBar';

const renderBar = (props: Partial<SaveBarProps> = {}) =>
  render(
    <HubRoot>
      <form>
        <SaveBar dirty={false} saving={false} canModify onDiscard={() => undefined} {...props} />
      </form>
    </HubRoot>,
  );
const button = (name: string) => screen.getByRole('button', { name, hidden: true }) as HTMLButtonElement;

describe('SaveBar (the sticky bar under a form)', () => {
  beforeEach(() => hubStore.setState({ locale: 'en' }));

  it('When nothing changed, then it says so and Save and Discard wait', () => {
    renderBar();
    expect(screen.getByText('No changes')).toBeTruthy();
    expect(button('Save').disabled).toBe(true);
    expect(button('Discard changes').disabled).toBe(true);
  });

  it('When the draft changed but breaks rules, then Save waits until none is left; Discard works', () => {
    const onDiscard = jest.fn();
    renderBar({ dirty: true, issueCount: 2, onDiscard });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(screen.getByText('To fix: 2')).toBeTruthy();
    expect(button('Save').disabled).toBe(true);
    fireEvent.click(button('Discard changes'));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('When a screen lets the server answer "nothing to update", then Save stays enabled with its own words', () => {
    renderBar({ saveWhenUnchanged: true, saveLabel: 'Save mapping' });
    expect(button('Save mapping').disabled).toBe(false);
  });

  it('When a save was refused, then its code shows in the user\u2019s language; without MODIFY no bar shows', () => {
    hubStore.setState({ locale: 'th' });
    const { unmount } = renderBar({ dirty: true, saveError: { code: 'UAC114', message: 'server text' } });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE_CATALOGUES.th.UAC114);
    unmount();
    renderBar({ canModify: false });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
