import { act, render } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { useFocusReturn } from './useFocusReturn';

/** A stand-in for a Fluent dialog: a surface with a button that takes focus when it opens. */
function Surface({ open, name, onClose }: { open: boolean; name: string; onClose: () => void }) {
  useFocusReturn(open);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) button.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div role="dialog" aria-label={name}>
      <button ref={button} onClick={onClose}>
        {`Close ${name}`}
      </button>
    </div>
  );
}

/** The create-then-reveal flow of the API keys page: closing the first dialog opens the second. */
function TwoDialogs() {
  const [step, setStep] = useState<'none' | 'create' | 'reveal'>('none');
  return (
    <>
      <button onClick={() => setStep('create')}>Open</button>
      <Surface open={step === 'create'} name="create" onClose={() => setStep('reveal')} />
      <Surface open={step === 'reveal'} name="reveal" onClose={() => setStep('none')} />
    </>
  );
}

describe('useFocusReturn (issue 30 item 4: focus goes back to what opened a dialog)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const byText = (text: string) => Array.from(document.querySelectorAll('button')).find((b) => b.textContent === text) as HTMLButtonElement;

  it('When a dialog closes, then focus is back on the button that opened it', () => {
    render(<TwoDialogs />);
    act(() => byText('Open').focus());
    act(() => byText('Open').click());
    expect(document.activeElement).toBe(byText('Close create'));
    act(() => byText('Close create').click());
    act(() => byText('Close reveal').click());
    act(() => jest.advanceTimersByTime(500));
    expect(document.activeElement).toBe(byText('Open'));
  });

  it('When a dialog closes as another opens, then focus stays in the one that opened, also after the exit motion', () => {
    render(<TwoDialogs />);
    act(() => byText('Open').focus());
    act(() => byText('Open').click());
    act(() => byText('Close create').click());
    expect(document.activeElement).toBe(byText('Close reveal'));
    act(() => jest.advanceTimersByTime(500));
    // Taking focus behind the open modal would hide it from assistive technology (Fluent marks it aria-hidden).
    expect(document.activeElement).toBe(byText('Close reveal'));
  });
});
