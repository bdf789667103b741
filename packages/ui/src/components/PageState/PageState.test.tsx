import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { HubRoot } from '../HubRoot/HubRoot';
import { hubStore } from '../../store/hubStore';
import { PageState } from './PageState';

// jsdom lacks ResizeObserver, which Fluent's MessageBar uses to reflow its actions.
beforeAll(() => {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
  }
});

const inRoot = (node: ReactNode) => render(<HubRoot>{node}</HubRoot>);

describe('PageState', () => {
  beforeEach(() => hubStore.setState({ locale: 'en' }));

  it('loading: a spinner labelled with the common "Loading…" in the current language', () => {
    inRoot(<PageState kind="loading" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('When the locale is Thai, then Retry is worded in Thai', () => {
    hubStore.setState({ locale: 'th' });
    inRoot(<PageState kind="error" title="x" message="y" onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
  });

  it('error: an alert with its title, message and a Retry that calls onRetry', () => {
    const onRetry = jest.fn();
    inRoot(<PageState kind="error" title="Could not load" message="Server error!" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load');
    expect(alert.textContent).toContain('Server error!');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('empty: a status note with its title and message, no button', () => {
    inRoot(<PageState kind="empty" title="Nothing yet" message="Items you add appear here." />);
    const note = screen.getByRole('status');
    expect(note.textContent).toBe('Nothing yetItems you add appear here.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
