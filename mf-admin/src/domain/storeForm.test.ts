import type { Store } from '@hub/contracts';
import {
  currencyOptions,
  draftFromStore,
  emptyDraft,
  placeServerError,
  timeZoneOptions,
  toWriteBody,
  validateStoreDraft,
  type StoreDraft,
} from './storeForm';

const draft = (extra: Partial<StoreDraft> = {}): StoreDraft => ({
  ...emptyDraft('Asia/Bangkok'),
  code: 'BKK-02',
  name: 'Bangkok Two',
  ...extra,
});
const autosync = {
  autosyncEnabled: true,
  syncFrequency: 'DAILY',
  startDate: '2026-03-01',
  startTime: '09:30',
};

describe('a new store form (spec section 3 defaults)', () => {
  it('starts with the browser time zone, opening 0:00 and closing 23:59, autosync off', () => {
    const d = emptyDraft('Europe/Paris');
    expect(d).toMatchObject({
      tz: 'Europe/Paris',
      openingTime: '00:00',
      closingTime: '23:59',
      autosyncEnabled: false,
      profile: 'default',
    });
    expect(toWriteBody({ ...d, code: 'X', name: 'Y' })).toMatchObject({
      openingTime: { hours: 0, minutes: 0 },
      closingTime: { hours: 23, minutes: 59 },
      location: null,
      tz: 'Europe/Paris',
      manager: null,
      autosync: { isEnable: false, startDate: null, startTime: null, syncFrequency: null },
    });
  });
});

describe('store form validation (the server rules of @hub/contracts)', () => {
  it('when everything is filled correctly, then there is no error', () => {
    expect(validateStoreDraft(draft({ ...autosync, lat: '13.74', lng: '100.53' }), 'create')).toEqual({});
  });

  it('when autosync is enabled without a frequency, then INVALID_FREQUENCY is next to the frequency', () => {
    expect(validateStoreDraft(draft({ ...autosync, syncFrequency: '' }), 'create')).toEqual({
      syncFrequency: 'INVALID_FREQUENCY',
    });
  });

  it('when autosync is enabled with nothing set, then frequency, date and time each get their code', () => {
    expect(validateStoreDraft(draft({ autosyncEnabled: true }), 'create')).toEqual({
      syncFrequency: 'INVALID_FREQUENCY',
      startDate: 'INVALID_DATE',
      startTime: 'INVALID_TIME',
    });
  });

  it('when the date or time is not a real one, then INVALID_DATE / INVALID_TIME', () => {
    expect(validateStoreDraft(draft({ ...autosync, startDate: '2026-02-30' }), 'create')).toEqual({
      startDate: 'INVALID_DATE',
    });
    expect(validateStoreDraft(draft({ ...autosync, startTime: '24:10' }), 'create')).toEqual({
      startTime: 'INVALID_TIME',
    });
  });

  it('when autosync is off, then its empty fields are fine', () => {
    expect(validateStoreDraft(draft({ autosyncEnabled: false, startTime: 'nonsense' }), 'create')).toEqual(
      {},
    );
  });

  it('when the time zone is unknown, then INVALID_TIMEZONE', () => {
    expect(validateStoreDraft(draft({ tz: 'Mars/Olympus' }), 'create')).toEqual({ tz: 'INVALID_TIMEZONE' });
  });

  it('when the code or name is empty or the code has other characters, then IP100 next to it', () => {
    expect(validateStoreDraft(draft({ code: '', name: ' ' }), 'create')).toEqual({
      code: 'IP100',
      name: 'IP100',
    });
    expect(validateStoreDraft(draft({ code: 'BKK 02' }), 'create')).toEqual({ code: 'IP100' });
  });

  it('when editing, then the code (which cannot change) is not checked', () => {
    expect(validateStoreDraft(draft({ code: 'OLD CODE' }), 'edit')).toEqual({});
  });

  it('when a coordinate or an hour is out of range or not a number, then IP100 next to it', () => {
    expect(validateStoreDraft(draft({ lat: '91', lng: 'east' }), 'create')).toEqual({
      lat: 'IP100',
      lng: 'IP100',
    });
    expect(validateStoreDraft(draft({ openingTime: '', closingTime: '25:00' }), 'create')).toEqual({
      openingTime: 'IP100',
      closingTime: 'IP100',
    });
  });

  it('when both coordinates are blank, then the store has none (null, not 0,0: issue 28 item 5)', () => {
    expect(toWriteBody(draft({ lat: ' ', lng: '' })).location).toBeNull();
    expect(validateStoreDraft(draft({ lat: '', lng: '' }), 'create')).toEqual({});
  });

  it('when only one coordinate is given, then IP100 next to the blank one', () => {
    expect(validateStoreDraft(draft({ lat: '13.74', lng: '' }), 'create')).toEqual({ lng: 'IP100' });
    expect(toWriteBody(draft({ lat: '0', lng: '0' })).location).toEqual({ lat: 0, lng: 0 });
  });
});

describe('an existing store in the form', () => {
  const store = {
    code: 'BKK-SIAM',
    name: 'Siam',
    address: {
      country: 'Thailand',
      state: 'Bangkok',
      city: 'Pathum Wan',
      line1: '991 Rama I',
      line2: 'M-21',
      zipcode: '10330',
    },
    location: { lat: 13.7462, lng: 100.5347 },
    tz: '',
    autosync: { isEnable: true, startDate: '2026-01-01', startTime: '02:00:00', syncFrequency: 'DAILY' },
    openingTime: { hours: 10, minutes: 0 },
    closingTime: { hours: 22, minutes: 5 },
    manager: 'storemanager@demo.hub',
    dataImport: { connectionStatus: 'Tested' },
    dataExport: null,
    profile: 'north',
    currency: 'THB',
  } as Store;

  it('fills every field; a missing time zone takes the browser one; a round trip keeps the store', () => {
    const d = draftFromStore(store, 'Asia/Dubai');
    expect(d).toMatchObject({
      tz: 'Asia/Dubai',
      openingTime: '10:00',
      closingTime: '22:05',
      startTime: '02:00',
      line2: 'M-21',
      profile: 'north',
      lat: '13.7462',
    });
    expect(toWriteBody(d)).toMatchObject({
      code: 'BKK-SIAM',
      address: store.address,
      location: store.location,
      profile: 'north',
      closingTime: { hours: 22, minutes: 5 },
      currency: 'THB',
    });
  });
});

describe('where a server error is shown', () => {
  it.each([
    ['ST102', undefined, { field: 'code', code: 'ST102' }],
    ['ST105', [{ path: 'body.code', message: 'the code of a store cannot change' }], { field: 'code', code: 'ST105' }],
    ['ST100', [{ path: 'body.autosync.syncFrequency', message: 'INVALID_FREQUENCY' }], { field: 'syncFrequency', code: 'INVALID_FREQUENCY' }],
    ['ST100', [{ path: 'body.autosync.startDate', message: 'INVALID_DATE' }], { field: 'startDate', code: 'INVALID_DATE' }],
    ['ST101', [{ path: 'body.autosync.startTime', message: 'INVALID_TIME' }], { field: 'startTime', code: 'INVALID_TIME' }],
    ['ST101', [{ path: 'body.tz', message: 'INVALID_TIMEZONE' }], { field: 'tz', code: 'INVALID_TIMEZONE' }],
    ['IP100', [{ path: 'body.location.lat', message: 'too big' }], { field: 'lat', code: 'IP100' }],
    ['IP100', [{ path: 'body.address.zipcode', message: 'too long' }], { field: 'zipcode', code: 'IP100' }],
    ['IP100', undefined, null],
    ['ST100', undefined, null],
    ['ST106', [{ path: 'body.profile', message: 'unknown profile' }], null],
    ['SE100', undefined, null],
  ])('%s (%j) goes to %j (null: on the form)', (code, details, placement) => {
    expect(placeServerError(code, details)).toEqual(placement);
  });
});

describe('time zone options', () => {
  it('are the IANA names of the runtime, keeping a current value the list lacks', () => {
    const zones = timeZoneOptions('Asia/Bangkok');
    expect(zones).toContain('Asia/Bangkok');
    expect(zones).toContain('UTC');
    expect(timeZoneOptions('Etc/Legacy')[0]).toBe('Etc/Legacy');
  });
});

describe('a store’s currency (issue 9)', () => {
  it('When a new store leaves the currency on automatic, then the body has none (the server takes the country’s); a chosen one is sent', () => {
    expect(emptyDraft('Asia/Bangkok').currency).toBe('');
    expect(toWriteBody(draft())).not.toHaveProperty('currency');
    expect(toWriteBody(draft({ currency: 'AED' }))).toMatchObject({ currency: 'AED' });
  });
  it('When the currency is not an ISO 4217 code, then IP100 is next to it', () => {
    expect(validateStoreDraft(draft({ currency: 'Baht' }), 'create')).toEqual({ currency: 'IP100' });
    expect(placeServerError('IP100', [{ path: 'body.currency', message: 'INVALID_CURRENCY' }])).toEqual({ field: 'currency', code: 'IP100' });
  });
  it('offers every ISO 4217 code, keeping a current value the list lacks', () => {
    expect(currencyOptions('')).toEqual(expect.arrayContaining(['THB', 'AED', 'CNY', 'USD']));
    expect(currencyOptions('XTS')[0]).toBe('XTS');
  });
});
