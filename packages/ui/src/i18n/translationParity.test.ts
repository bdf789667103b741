import { translationAt, translationIssues, translationKeys } from './translationParity';

describe('translation parity', () => {
  const en = { title: 'Users', paging: { of: 'Page {{page}} of {{pages}}' }, save: 'Save' };

  it('when every language has every key with the same placeholders, then there is no issue', () => {
    const th = { title: 'ผู้ใช้', paging: { of: 'หน้า {{page}} จาก {{pages}}' }, save: 'บันทึก' };
    expect(translationIssues({ en, th, ar: { ...th }, zh: { ...th } })).toEqual([]);
  });

  it('when a language lacks a key, has an extra one or drops a placeholder, then each is reported', () => {
    const ar = { title: 'المستخدمون', paging: { of: 'صفحة {{page}}' }, extra: 'x' };
    expect(translationIssues({ en, ar })).toEqual([
      { locale: 'ar', key: 'paging.of', problem: 'placeholders' },
      { locale: 'ar', key: 'save', problem: 'missing' },
      { locale: 'ar', key: 'extra', problem: 'extra' },
    ]);
  });

  it('when a key has plural forms, then each language carries all of its own forms and may leave out the count', () => {
    const plural = { users: { count_one: '{{count}} user', count_other: '{{count}} users in {{store}}' } };
    const th = { users: { count_other: 'ผู้ใช้ {{count}} คนใน {{store}}' } };
    const ar = {
      users: {
        count_zero: 'لا مستخدمين في {{store}}',
        count_one: 'مستخدم واحد في {{store}}',
        count_two: 'مستخدمان في {{store}}',
        count_few: '{{count}} مستخدمين في {{store}}',
        count_many: '{{count}} مستخدمًا في {{store}}',
        count_other: '{{count}} مستخدم في {{store}}',
      },
    };
    expect(translationIssues({ en: plural, th, ar })).toEqual([]);
    expect(
      translationIssues({
        en: plural,
        th: { users: { count_one: 'x {{store}}', count_other: '{{count}}' } },
      }),
    ).toEqual([{ locale: 'th', key: 'users.count_other', problem: 'placeholders' }]);
    expect(
      translationIssues({ en: plural, ar: { users: { count_other: '{{count}} {{store}}' } } })
        .map((i) => i.key)
        .sort(),
    ).toEqual([
      'users.count_few',
      'users.count_many',
      'users.count_one',
      'users.count_two',
      'users.count_zero',
    ]);
  });

  it('when keys are nested, then they are dotted and readable', () => {
    expect(translationKeys(en)).toEqual(['title', 'paging.of', 'save']);
    expect(translationAt(en, 'paging.of')).toBe('Page {{page}} of {{pages}}');
    expect(translationAt(en, 'paging.none.deeper')).toBeUndefined();
  });
});
