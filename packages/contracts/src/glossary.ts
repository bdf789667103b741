/**
 * One term per concept in each language (issue 9, "Words"): the words the screens and the messages
 * use for the things a merchant works with, and the variants that must not appear beside them. Every
 * i18n catalogue (the remotes', the shell's, @hub/ui's and the message catalogue) is checked against
 * it by `glossaryIssues` in its package's tests.
 */
export type GlossaryLanguage = 'en' | 'th' | 'zh' | 'ar';

export interface GlossaryEntry {
  concept: string;
  /** The term used, per language. */
  term: Readonly<Record<GlossaryLanguage, string>>;
  /** Other words for the same concept that must not appear, per language. */
  avoid: Readonly<Partial<Record<GlossaryLanguage, readonly RegExp[]>>>;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    concept: 'catalogue view (the product list columns, /config/catalog-view)',
    term: { en: 'Catalogue view', th: 'มุมมองแคตตาล็อก', zh: '目录视图', ar: 'عرض الكتالوج' },
    avoid: { en: [/\bcatalogs?\b/i], th: [/แค็ตตาล็อก/] },
  },
  {
    concept: 'saved filter sets (/config/pre-filter, applied on the products page)',
    term: { en: 'Saved filter sets', th: 'ชุดตัวกรองที่บันทึกไว้', zh: '已保存的筛选组合', ar: 'مجموعات التصفية المحفوظة' },
    avoid: {
      en: [/pre-?saved/i, /\bsaved filters\b/i, /\bpre-?filters?\b/i],
      th: [/(?<!ชุด)ตัวกรองที่บันทึกไว้/],
      zh: [/预存/, /预设筛选/, /筛选组(?!合)/, /已保存的筛选(?!组合)/],
      ar: [/عوامل التصفية المحفوظة/],
    },
  },
  {
    concept: 'product',
    term: { en: 'product', th: 'สินค้า', zh: '商品', ar: 'منتج' },
    avoid: { th: [/ผลิตภัณฑ์/], zh: [/产品/], ar: [/سلعة|بضاعة/] },
  },
  {
    concept: 'audit trail',
    term: { en: 'Audit trail', th: 'ประวัติการตรวจสอบ', zh: '审计日志', ar: 'سجل التدقيق' },
    avoid: { en: [/\baudit log\b/i], th: [/บันทึกการตรวจสอบ/], zh: [/审计记录/], ar: [/سجل المراجعة/] },
  },
  {
    concept: 'global settings (/config/global)',
    term: { en: 'Global settings', th: 'การตั้งค่าทั่วไป', zh: '全局设置', ar: 'الإعدادات العامة' },
    avoid: { en: [/\bglobal config(uration)?\b/i], zh: [/全局配置/] },
  },
  {
    concept: 'stock-take',
    term: { en: 'stock-take', th: 'การตรวจนับสต็อก', zh: '盘点', ar: 'جرد' },
    avoid: { en: [/\bstock ?takes?\b/i] },
  },
];

export interface GlossaryIssue {
  language: GlossaryLanguage;
  concept: string;
  /** The dotted key of the text (or the message code). */
  key: string;
  text: string;
  /** What it should say instead. */
  term: string;
}

/** `zh-CN` (the message catalogue's file) is the screens' `zh`. */
function glossaryLanguage(language: string): GlossaryLanguage | undefined {
  const short = language.split('-')[0];
  return short === 'en' || short === 'th' || short === 'zh' || short === 'ar' ? short : undefined;
}

function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * The texts of catalogues (language → nested strings) that name a glossary concept with another
 * word than its term. An empty list: one term per concept. `{{placeholders}}` are not texts.
 */
export function glossaryIssues(catalogues: Readonly<Record<string, unknown>>): GlossaryIssue[] {
  const issues: GlossaryIssue[] = [];
  for (const [name, catalogue] of Object.entries(catalogues)) {
    const language = glossaryLanguage(name);
    if (!language) continue;
    for (const [key, raw] of texts(catalogue)) {
      const text = raw.replace(/{{[^}]*}}/g, '');
      for (const entry of GLOSSARY) {
        if ((entry.avoid[language] ?? []).some((variant) => variant.test(text)))
          issues.push({ language, concept: entry.concept, key, text: raw, term: entry.term[language] });
      }
    }
  }
  return issues;
}
