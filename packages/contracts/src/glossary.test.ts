import { GLOSSARY, glossaryIssues } from './glossary';
import { MESSAGES_AR } from './messages/ar';
import { MESSAGES_EN } from './messages/en';
import { MESSAGES_TH } from './messages/th';
import { MESSAGES_ZH_CN } from './messages/zh-CN';

describe('the glossary: one term per concept in each language', () => {
  it('has a term in every language for every concept, and never avoids its own term', () => {
    for (const entry of GLOSSARY) {
      for (const language of ['en', 'th', 'zh', 'ar'] as const) {
        expect(entry.term[language].length).toBeGreaterThan(0);
        for (const variant of entry.avoid[language] ?? []) expect([entry.concept, variant.test(entry.term[language])]).toEqual([entry.concept, false]);
      }
    }
  });

  it('finds another word for a concept, in nested catalogues, and ignores placeholders', () => {
    const issues = glossaryIssues({
      en: { nav: { a: 'Catalog view', b: 'Catalogue view', c: 'Saved filter sets', d: 'Pre-saved filters', e: 'For {{catalog}}' } },
      'zh-CN': { X1: '产品列表', X2: '商品列表', X3: '审计记录', X4: '已保存的筛选组合', X5: '筛选组名称' },
      th: { a: 'ตัวกรองที่บันทึกไว้', b: 'ชุดตัวกรองที่บันทึกไว้' },
    });
    expect(issues.map((i) => `${i.language} ${i.key}`)).toEqual(['en nav.a', 'en nav.d', 'zh X1', 'zh X3', 'zh X5', 'th a']);
    expect(issues[2]).toMatchObject({ text: '产品列表', term: '商品' });
  });

  it('the message catalogue uses one term per concept in all four languages', () => {
    expect(glossaryIssues({ en: MESSAGES_EN, th: MESSAGES_TH, 'zh-CN': MESSAGES_ZH_CN, ar: MESSAGES_AR })).toEqual([]);
  });
});
