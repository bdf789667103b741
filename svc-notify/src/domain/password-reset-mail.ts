import { directionOf, localeOption, localizePath, THEME_ACCENT, type Locale } from '@hub/contracts';

/** What a password reset mail is built from (kept while the delivery is pending). */
export interface PasswordResetMailInput {
  locale: Locale;
  userName: string;
  /** `/auth/reset/<code>`, as svc-auth sent it. */
  resetPath: string;
  /** How long the link works, in whole minutes. */
  validMinutes: number;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries. */
  link: string;
}

interface ResetMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  button: string;
  expiry: string;
  ignore: string;
  signature: string;
}

const TEXTS: Readonly<Record<Locale, ResetMailTexts>> = {
  en: {
    subject: 'Reset your Hub password',
    greeting: 'Hello {name},',
    intro: 'Someone asked to reset the password of your Hub account. Open this link to choose a new password:',
    button: 'Choose a new password',
    expiry: 'The link works once, for {minutes} minutes.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    signature: 'Hub',
  },
  th: {
    subject: 'รีเซ็ตรหัสผ่าน Hub ของคุณ',
    greeting: 'สวัสดี {name}',
    intro: 'มีการขอรีเซ็ตรหัสผ่านของบัญชี Hub ของคุณ เปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่:',
    button: 'ตั้งรหัสผ่านใหม่',
    expiry: 'ลิงก์นี้ใช้ได้ครั้งเดียว ภายใน {minutes} นาที',
    ignore: 'หากคุณไม่ได้ขอรีเซ็ตรหัสผ่าน โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะยังคงเหมือนเดิม',
    signature: 'Hub',
  },
  zh: {
    subject: '重置您的 Hub 密码',
    greeting: '{name}，您好：',
    intro: '有人请求重置您的 Hub 账户密码。请打开此链接设置新密码：',
    button: '设置新密码',
    expiry: '此链接仅可使用一次，有效期为 {minutes} 分钟。',
    ignore: '如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。',
    signature: 'Hub',
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور Hub الخاصة بك',
    greeting: 'مرحباً {name}،',
    intro: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في Hub. افتح هذا الرابط لاختيار كلمة مرور جديدة:',
    button: 'اختيار كلمة مرور جديدة',
    expiry: 'يعمل هذا الرابط مرة واحدة فقط، لمدة {minutes} دقيقة.',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
    signature: 'Hub',
  },
};

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The reset link: the hub's public address, the locale prefix of the mail's language, the path. */
export function resetLink(publicUrl: string, resetPath: string, locale: Locale): string {
  return `${publicUrl.replace(/\/+$/, '')}${localizePath(resetPath, locale)}`;
}

/** Subject, plain text and simple HTML of a password reset mail, in the user's language. */
export function renderPasswordResetMail(input: PasswordResetMailInput, publicUrl: string): RenderedMail {
  const t = TEXTS[input.locale] ?? TEXTS.en;
  const link = resetLink(publicUrl, input.resetPath, input.locale);
  const values = { name: input.userName, minutes: input.validMinutes };
  const greeting = fill(t.greeting, values);
  const expiry = fill(t.expiry, values);
  const text = [greeting, '', t.intro, '', link, '', expiry, t.ignore, '', `-- ${t.signature}`, ''].join('\n');
  const dir = directionOf(input.locale);
  const lang = localeOption(input.locale).iso;
  const e = (s: string) => escapeHtml(s);
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Segoe UI,Tahoma,Noto Sans,Arial,sans-serif;color:#242424">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<p style="margin:0 0 16px">${e(greeting)}</p>
<p style="margin:0 0 24px">${e(t.intro)}</p>
<p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;background:${THEME_ACCENT};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px">${e(t.button)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#616161;word-break:break-all" dir="ltr">${e(link)}</p>
<p style="margin:16px 0 8px">${e(expiry)}</p>
<p style="margin:0 0 16px;color:#616161">${e(t.ignore)}</p>
<p style="margin:0;color:#616161">${e(t.signature)}</p>
</div>
</body>
</html>
`;
  return { subject: t.subject, text, html, link };
}
