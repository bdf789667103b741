import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Field } from '@fluentui/react-components';
import { HubRoot } from '../HubRoot/HubRoot';
import { hubStore } from '../../store/hubStore';
import type { Locale } from '@hub/contracts';
import { DateInput } from './DateInput';
import { calendarDayOf, calendarStrings, dateOfCalendarDay, FIRST_DAY_OF_WEEK, type CalendarWords } from './calendarLocale';
import en from '../../i18n/en.json';

describe('calendarLocale', () => {
  it('reads and writes a calendar day as YYYY-MM-DD, refusing days that do not exist', () => {
    expect(calendarDayOf(dateOfCalendarDay('2026-03-02')!)).toBe('2026-03-02');
    expect(calendarDayOf(dateOfCalendarDay('2028-02-29')!)).toBe('2028-02-29');
    expect(dateOfCalendarDay('2026-02-30')).toBeUndefined();
    expect(dateOfCalendarDay('02/03/2026')).toBeUndefined();
    expect(dateOfCalendarDay('')).toBeUndefined();
  });

  it('names months and days in the page language, Sunday first as Fluent expects', () => {
    const words = en.controls.date as CalendarWords;
    expect(calendarStrings('en', words).months[0]).toBe('January');
    expect(calendarStrings('en', words).days[0]).toBe('Sunday');
    expect(calendarStrings('ar', words).days[6]).toBe('السبت');
    expect(calendarStrings('zh', words).months[2]).toBe('三月');
    expect(calendarStrings('th', words).shortMonths[0]).toBe('ม.ค.');
  });

  it('starts the week on Sunday in en and th, Monday in zh, Saturday in ar', () => {
    expect(FIRST_DAY_OF_WEEK).toEqual({ en: 0, th: 0, zh: 1, ar: 6 });
  });
});

function Form({ initial = '', onChange }: { initial?: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="Start">
      <DateInput
        value={value}
        name="start"
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </Field>
  );
}

const inRoot = (locale: Locale, initial: string, onChange = jest.fn()) => {
  hubStore.setState({ locale });
  render(
    <HubRoot>
      <Form initial={initial} onChange={onChange} />
    </HubRoot>,
  );
  return onChange;
};

const columnHeaders = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('columnheader')
    .map((th) => th.getAttribute('title') ?? th.getAttribute('aria-label') ?? th.textContent);

describe('DateInput', () => {
  it('in Arabic: the day in Arabic words, a calendar named in Arabic whose weeks start on Saturday', () => {
    const onChange = inRoot('ar', '2026-03-02');
    const input = screen.getByRole('combobox', { name: 'Start' }) as HTMLInputElement;
    expect(input.value).toBe(new Intl.DateTimeFormat('ar-AE', { dateStyle: 'medium' }).format(new Date(2026, 2, 2)));
    fireEvent.click(input);
    const dialog = screen.getByRole('dialog', { name: 'التقويم' });
    expect(columnHeaders(dialog)[0]).toBe('السبت');
    expect(within(dialog).getByRole('button', { name: 'الشهر التالي أبريل' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'الانتقال إلى اليوم' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '17, مارس, 2026' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-17');
  });

  it('in English: Sunday first; choosing a day gives YYYY-MM-DD', () => {
    const onChange = inRoot('en', '2026-03-02');
    fireEvent.click(screen.getByRole('combobox', { name: 'Start' }));
    const dialog = screen.getByRole('dialog', { name: 'Calendar' });
    expect(columnHeaders(dialog)[0]).toBe('Sunday');
    fireEvent.click(within(dialog).getByRole('button', { name: '17, March, 2026' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-17');
  });

  it('the calendar button is named in the page language, with no reference to an element that is not there (axe: aria-command-name)', () => {
    inRoot('ar', '');
    const button = screen.getByRole('button', { name: 'التقويم' });
    const labelledBy = button.getAttribute('aria-labelledby');
    if (labelledBy) expect(document.getElementById(labelledBy)).not.toBeNull();
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'التقويم' })).toBeTruthy();
  });

  it('in Chinese: Monday first', () => {
    inRoot('zh', '');
    fireEvent.click(screen.getByRole('combobox', { name: 'Start' }));
    expect(columnHeaders(screen.getByRole('dialog', { name: '日历' }))[0]).toBe('星期一');
  });

  it('takes a day typed as YYYY-MM-DD and writes it in the page language', () => {
    const onChange = inRoot('th', '');
    const input = screen.getByRole('combobox', { name: 'Start' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2026-04-0' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2026-04-05' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-04-05');
    fireEvent.blur(input);
    expect(input.value).toBe(new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium' }).format(new Date(2026, 3, 5)));
  });
});
