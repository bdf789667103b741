import {
  directionOf,
  formatMoney,
  localeOption,
  localizePath,
  stocktakeReportPath,
  THEME_ACCENT,
  type CalendarDayStatus,
  type DailyReportStore,
  type DiscrepancyAlertFigures,
  type Locale,
} from '@hub/contracts';

/**
 * The texts of svc-notify's stock-take notifications (issue 15 item 2) in the recipient's language:
 * a discrepancy alert (store, counted, missing, misplaced, grams and value missing, the report's link)
 * and the daily report (the store's day status, section 4, and its totals). Pure: the same input
 * gives the same message on every channel; e-mail adds a subject and HTML.
 */

export interface DiscrepancyAlertInput {
  kind: 'discrepancy';
  storeName: string;
  sid: string;
  day: string;
  stocktakeId: string;
  figures: DiscrepancyAlertFigures;
}

export interface DailyReportInput {
  kind: 'daily';
  storeName: string;
  day: string;
  line: DailyReportStore;
}

export type AlertInput = DiscrepancyAlertInput | DailyReportInput;

export interface AlertMessage {
  subject: string;
  /** Plain text: Telegram and WhatsApp send it as it is; the e-mail's text part. */
  text: string;
  html: string;
  link: string | null;
}

interface Texts {
  discrepancySubject: string;
  discrepancyIntro: string;
  dailySubject: string;
  dailyIntro: string;
  day: string;
  status: string;
  counts: string;
  expected: string;
  counted: string;
  missing: string;
  misplaced: string;
  grams: string;
  value: string;
  noValue: string;
  open: string;
  statuses: Record<CalendarDayStatus, string>;
  test: string;
}

const TEXTS: Readonly<Record<Locale, Texts>> = {
  en: {
    discrepancySubject: 'Stock-take discrepancy at {store}',
    discrepancyIntro: 'Stock-take {id} at {store} was submitted with missing items.',
    dailySubject: 'Daily stock-take report: {store}, {day}',
    dailyIntro: "Today's stock-take at {store}.",
    day: 'Day',
    status: 'Status',
    counts: 'Submitted counts',
    expected: 'Expected',
    counted: 'Counted',
    missing: 'Missing',
    misplaced: 'Misplaced',
    grams: 'Gold missing (g)',
    value: 'Value missing',
    noValue: 'no gold rate that day',
    open: 'Open the report',
    statuses: {
      ongoing: 'Ongoing',
      'partially-scanned': 'Partially scanned',
      'not-yet-started': 'Not yet started',
      'submitted-missing': 'Submitted with missing items',
      submitted: 'Submitted',
    },
    test: 'Hub test message: this channel works.',
  },
  th: {
    discrepancySubject: 'พบความคลาดเคลื่อนในการตรวจนับสต็อกที่ {store}',
    discrepancyIntro: 'การตรวจนับสต็อก {id} ที่ {store} ถูกส่งโดยมีสินค้าที่หายไป',
    dailySubject: 'รายงานการตรวจนับสต็อกประจำวัน: {store}, {day}',
    dailyIntro: 'การตรวจนับสต็อกของวันนี้ที่ {store}',
    day: 'วันที่',
    status: 'สถานะ',
    counts: 'จำนวนการนับที่ส่งแล้ว',
    expected: 'ที่คาดไว้',
    counted: 'นับได้',
    missing: 'หายไป',
    misplaced: 'วางผิดที่',
    grams: 'ทองที่หายไป (กรัม)',
    value: 'มูลค่าที่หายไป',
    noValue: 'ไม่มีราคาทองของวันนั้น',
    open: 'เปิดรายงาน',
    statuses: {
      ongoing: 'กำลังดำเนินการ',
      'partially-scanned': 'สแกนบางส่วน',
      'not-yet-started': 'ยังไม่เริ่ม',
      'submitted-missing': 'ส่งแล้ว มีสินค้าหายไป',
      submitted: 'ส่งแล้ว',
    },
    test: 'ข้อความทดสอบจาก Hub: ช่องทางนี้ใช้งานได้',
  },
  zh: {
    discrepancySubject: '{store} 盘点差异',
    discrepancyIntro: '{store} 的盘点 {id} 已提交，存在缺失商品。',
    dailySubject: '每日盘点报告：{store}，{day}',
    dailyIntro: '{store} 今日盘点情况。',
    day: '日期',
    status: '状态',
    counts: '已提交盘点次数',
    expected: '应有',
    counted: '已盘点',
    missing: '缺失',
    misplaced: '错放',
    grams: '缺失黄金（克）',
    value: '缺失价值',
    noValue: '当日无金价',
    open: '打开报告',
    statuses: {
      ongoing: '进行中',
      'partially-scanned': '部分扫描',
      'not-yet-started': '尚未开始',
      'submitted-missing': '已提交，有缺失',
      submitted: '已提交',
    },
    test: 'Hub 测试消息：此渠道工作正常。',
  },
  ar: {
    discrepancySubject: 'فروقات في جرد المخزون في {store}',
    discrepancyIntro: 'تم إرسال جرد المخزون {id} في {store} مع وجود عناصر مفقودة.',
    dailySubject: 'تقرير الجرد اليومي: {store}، {day}',
    dailyIntro: 'جرد اليوم في {store}.',
    day: 'اليوم',
    status: 'الحالة',
    counts: 'عمليات الجرد المرسلة',
    expected: 'المتوقع',
    counted: 'المعدود',
    missing: 'المفقود',
    misplaced: 'في غير مكانه',
    grams: 'الذهب المفقود (غ)',
    value: 'القيمة المفقودة',
    noValue: 'لا يوجد سعر ذهب لذلك اليوم',
    open: 'فتح التقرير',
    statuses: {
      ongoing: 'جارٍ',
      'partially-scanned': 'ممسوح جزئياً',
      'not-yet-started': 'لم يبدأ بعد',
      'submitted-missing': 'مُرسَل مع عناصر مفقودة',
      submitted: 'مُرسَل',
    },
    test: 'رسالة اختبار من Hub: هذه القناة تعمل.',
  },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function grams(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeOption(locale).iso, { maximumFractionDigits: 2 }).format(value);
}

function integer(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeOption(locale).iso, { maximumFractionDigits: 0 }).format(value);
}

/** The report page in the recipient's language: the hub's address, the locale prefix, `/management/reports/<id>`. */
export function reportLink(publicUrl: string, stocktakeId: string, locale: Locale): string {
  return `${publicUrl.replace(/\/+$/, '')}${localizePath(stocktakeReportPath(stocktakeId), locale)}`;
}

function valueText(figures: Pick<DiscrepancyAlertFigures, 'missingValue' | 'currency'>, locale: Locale, t: Texts): string {
  return figures.missingValue === null ? t.noValue : formatMoney(figures.missingValue, figures.currency, localeOption(locale).iso);
}

/** A notification's message in `locale`; links start with `publicUrl`. */
export function renderAlert(input: AlertInput, locale: Locale, publicUrl: string): AlertMessage {
  const t = TEXTS[locale] ?? TEXTS.en;
  const values = { store: input.storeName, day: input.day, id: input.kind === 'discrepancy' ? input.stocktakeId : '' };
  let subject: string;
  let intro: string;
  let rows: [string, string][];
  let link: string | null;
  if (input.kind === 'discrepancy') {
    const f = input.figures;
    subject = fill(t.discrepancySubject, values);
    intro = fill(t.discrepancyIntro, values);
    rows = [
      [t.day, input.day],
      [t.expected, integer(f.expected, locale)],
      [t.counted, integer(f.counted, locale)],
      [t.missing, integer(f.missing, locale)],
      [t.misplaced, integer(f.misplaced, locale)],
      [t.grams, grams(f.missingWeight, locale)],
      [t.value, valueText(f, locale, t)],
    ];
    link = reportLink(publicUrl, input.stocktakeId, locale);
  } else {
    const l = input.line;
    subject = fill(t.dailySubject, values);
    intro = fill(t.dailyIntro, values);
    rows = [
      [t.day, input.day],
      [t.status, t.statuses[l.status]],
      [t.counts, integer(l.counts, locale)],
    ];
    if (l.counts > 0) {
      rows.push(
        [t.counted, integer(l.counted, locale)],
        [t.missing, integer(l.missing, locale)],
        [t.misplaced, integer(l.misplaced, locale)],
        [t.grams, grams(l.missingWeight, locale)],
        [t.value, valueText(l, locale, t)],
      );
    }
    link = l.stocktakeId ? reportLink(publicUrl, l.stocktakeId, locale) : null;
  }
  const text = [subject, '', intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), ...(link ? ['', `${t.open}: ${link}`] : []), ''].join('\n');
  const dir = directionOf(locale);
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${localeOption(locale).iso}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Segoe UI,Tahoma,Noto Sans,Arial,sans-serif;color:#242424">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<h1 style="margin:0 0 16px;font-size:18px">${e(subject)}</h1>
<p style="margin:0 0 16px">${e(intro)}</p>
<table style="border-collapse:collapse;margin:0 0 24px">${rows.map(([k, v]) => `<tr><th style="padding:4px 12px 4px 0;text-align:inherit;font-weight:600">${e(k)}</th><td style="padding:4px 0">${e(v)}</td></tr>`).join('')}</table>
${link ? `<p style="margin:0 0 8px"><a href="${e(link)}" style="display:inline-block;background:${THEME_ACCENT};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px">${e(t.open)}</a></p>\n<p style="margin:0;font-size:13px;color:#616161;word-break:break-all" dir="ltr">${e(link)}</p>` : ''}
</div>
</body>
</html>
`;
  return { subject, text, html, link };
}

/** The "send a test" message of a channel, in `locale`. */
export function renderTestMessage(locale: Locale): AlertMessage {
  const t = TEXTS[locale] ?? TEXTS.en;
  return { subject: t.test, text: t.test, html: `<p>${escapeHtml(t.test)}</p>`, link: null };
}
