import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../api/ApiError';
import { useDrawerForm } from './useDrawerForm';
import { useFormSave } from './useFormSave';

const wording = {
  fieldErrorsOf: (code: string, details: unknown) => (code === 'ST101' ? { name: String(details) } : null),
  formErrorOf: (code: string, message: string | undefined) => `${code}: ${message ?? ''}`,
};

describe('useFormSave (the save state machine of every edit form)', () => {
  it('When a save names a field, then its problem is kept until that field is forgotten, and no form-level error shows', async () => {
    const { result } = renderHook(() => useFormSave<'name' | 'city', string>(wording));
    let failure: Awaited<ReturnType<typeof result.current.attempt>> = null;
    await act(async () => {
      failure = await result.current.attempt(async () => {
        throw new ApiError(400, 'ST101', 'taken', 'taken');
      });
    });
    expect(failure).toMatchObject({ code: 'ST101', message: 'taken', fields: { name: 'taken' }, formError: null });
    expect(result.current.serverErrors).toEqual({ name: 'taken' });
    expect(result.current.formError).toBeNull();
    act(() => result.current.forget(['city']));
    expect(result.current.serverErrors).toEqual({ name: 'taken' });
    act(() => result.current.forget(['name']));
    expect(result.current.serverErrors).toEqual({});
  });

  it('When a save names no field or never gets an answer, then the form-level words say so (SE100 without an answer)', async () => {
    const { result } = renderHook(() => useFormSave<'name', string>(wording));
    await act(async () => {
      await result.current.attempt(async () => {
        throw new ApiError(409, 'ST102', 'in use');
      });
    });
    expect(result.current.formError).toBe('ST102: in use');
    await act(async () => {
      await result.current.attempt(async () => {
        throw new TypeError('Failed to fetch');
      });
    });
    expect(result.current.formError).toBe('SE100: ');
    expect(result.current.saving).toBe(false);
  });

  it('When a save is running, then a second one does not start', async () => {
    const { result } = renderHook(() => useFormSave<'name', string>(wording));
    let release!: () => void;
    const work = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    let first!: Promise<unknown>;
    act(() => {
      first = result.current.attempt(work);
    });
    expect(result.current.saving).toBe(true);
    await act(async () => {
      await result.current.attempt(work);
    });
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => {
      release();
      await first;
    });
    expect(result.current.saving).toBe(false);
  });
});

describe('useDrawerForm on useFormSave', () => {
  it("When the form's own rules fail, then nothing is submitted; the server's problem of a field goes when that field changes", async () => {
    const submit = jest.fn(async (draft: { name: string; city: string }) => {
      if (draft.name === 'taken') throw new ApiError(400, 'ST101', 'taken', 'taken');
    });
    const { result } = renderHook(() =>
      useDrawerForm<{ name: string; city: string }, 'name' | 'city', string>({
        open: true,
        resetOn: [],
        initial: () => ({ name: '', city: 'Bangkok' }),
        validate: (d) => (d.name === '' ? { name: 'required' } : {}),
        canSave: true,
        submit,
        ...wording,
      }),
    );
    await act(async () => result.current.save());
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.problemOf('name')).toBe('required');
    act(() => result.current.set('name', 'taken'));
    await act(async () => result.current.save());
    expect(submit).toHaveBeenCalledTimes(1);
    expect(result.current.problemOf('name')).toBe('taken');
    act(() => result.current.set('city', 'Chiang Mai'));
    expect(result.current.problemOf('name')).toBe('taken');
    act(() => result.current.set('name', 'free'));
    expect(result.current.problemOf('name')).toBeUndefined();
  });
});
