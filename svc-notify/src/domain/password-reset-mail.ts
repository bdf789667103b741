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

/** The words of an account mail (password reset, e-mail verification, PIN reset) in one language. */
interface AccountMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  /** The link's button; absent for a mail that carries a code to type instead. */
  button?: string;
  expiry: string;
  ignore: string;
  signature: string;
}

const TEXTS: Readonly<Record<Locale, AccountMailTexts>> = {
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

/** Issue 29 item 2: the link that verifies a new user's e-mail address. */
const VERIFICATION_TEXTS: Readonly<Record<Locale, AccountMailTexts>> = {
  en: {
    subject: 'Verify your Hub e-mail address',
    greeting: 'Hello {name},',
    intro: 'An account was made for you on Hub. Open this link to confirm that this e-mail address is yours:',
    button: 'Verify my e-mail address',
    expiry: 'The link works once, for {hours} hours. Until then you receive no notifications by e-mail.',
    ignore: 'If you do not know Hub, ignore this e-mail.',
    signature: 'Hub',
  },
  th: {
    subject: 'ยืนยันอีเมล Hub ของคุณ',
    greeting: 'สวัสดี {name}',
    intro: 'มีการสร้างบัญชี Hub ให้คุณ เปิดลิงก์นี้เพื่อยืนยันว่าอีเมลนี้เป็นของคุณ:',
    button: 'ยืนยันอีเมลของฉัน',
    expiry: 'ลิงก์นี้ใช้ได้ครั้งเดียว ภายใน {hours} ชั่วโมง ก่อนยืนยัน คุณจะไม่ได้รับการแจ้งเตือนทางอีเมล',
    ignore: 'หากคุณไม่รู้จัก Hub โปรดเพิกเฉยต่ออีเมลนี้',
    signature: 'Hub',
  },
  zh: {
    subject: '验证您的 Hub 电子邮件地址',
    greeting: '{name}，您好：',
    intro: '已为您创建 Hub 账户。请打开此链接，确认此电子邮件地址属于您：',
    button: '验证我的电子邮件地址',
    expiry: '此链接仅可使用一次，有效期为 {hours} 小时。验证之前，您不会收到电子邮件通知。',
    ignore: '如果您不了解 Hub，请忽略此邮件。',
    signature: 'Hub',
  },
  ar: {
    subject: 'تحقق من عنوان بريدك الإلكتروني في Hub',
    greeting: 'مرحباً {name}،',
    intro: 'تم إنشاء حساب لك في Hub. افتح هذا الرابط لتأكيد أن عنوان البريد الإلكتروني هذا يخصك:',
    button: 'التحقق من بريدي الإلكتروني',
    expiry: 'يعمل هذا الرابط مرة واحدة فقط، لمدة {hours} ساعة. لن تتلقى إشعارات بالبريد الإلكتروني حتى ذلك الحين.',
    ignore: 'إذا كنت لا تعرف Hub، فتجاهل هذه الرسالة.',
    signature: 'Hub',
  },
};

/** Issue 29 item 1: the one-time password a signed-in user types to set a new PIN. */
const PIN_RESET_TEXTS: Readonly<Record<Locale, AccountMailTexts>> = {
  en: {
    subject: 'Your Hub PIN reset code',
    greeting: 'Hello {name},',
    intro: 'You asked to reset the PIN of your Hub account. Type this one-time password on the PIN page:',
    expiry: 'It works once, for {minutes} minutes.',
    ignore: 'If you did not ask for this, ignore this e-mail: your PIN stays as it is.',
    signature: 'Hub',
  },
  th: {
    subject: 'รหัสรีเซ็ต PIN ของ Hub',
    greeting: 'สวัสดี {name}',
    intro: 'คุณขอรีเซ็ต PIN ของบัญชี Hub ของคุณ พิมพ์รหัสผ่านใช้ครั้งเดียวนี้ในหน้า PIN:',
    expiry: 'ใช้ได้ครั้งเดียว ภายใน {minutes} นาที',
    ignore: 'หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ PIN ของคุณจะยังคงเหมือนเดิม',
    signature: 'Hub',
  },
  zh: {
    subject: '您的 Hub PIN 码重置验证码',
    greeting: '{name}，您好：',
    intro: '您请求重置 Hub 账户的 PIN 码。请在 PIN 页面输入此一次性密码：',
    expiry: '仅可使用一次，有效期为 {minutes} 分钟。',
    ignore: '如果这不是您本人的请求，请忽略此邮件，您的 PIN 码不会改变。',
    signature: 'Hub',
  },
  ar: {
    subject: 'رمز إعادة تعيين PIN الخاص بك في Hub',
    greeting: 'مرحباً {name}،',
    intro: 'طلبت إعادة تعيين رمز PIN لحسابك في Hub. اكتب كلمة المرور لمرة واحدة هذه في صفحة PIN:',
    expiry: 'تعمل مرة واحدة فقط، لمدة {minutes} دقيقة.',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: سيبقى رمز PIN كما هو.',
    signature: 'Hub',
  },
};

/**
 * Subject, plain text and simple HTML of an account mail in the user's language: a button to `link`,
 * or `code` set apart to be typed (then `link` is empty).
 */
function renderAccountMail(
  t: AccountMailTexts,
  locale: Locale,
  values: Record<string, string | number>,
  carries: { link: string } | { code: string },
): RenderedMail {
  const greeting = fill(t.greeting, values);
  const expiry = fill(t.expiry, values);
  const link = 'link' in carries ? carries.link : '';
  const shown = 'link' in carries ? carries.link : carries.code;
  const text = [greeting, '', t.intro, '', shown, '', expiry, t.ignore, '', `-- ${t.signature}`, ''].join('\n');
  const dir = directionOf(locale);
  const lang = localeOption(locale).iso;
  const e = (s: string) => escapeHtml(s);
  const action =
    'link' in carries
      ? `<p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;background:${THEME_ACCENT};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px">${e(t.button ?? link)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#616161;word-break:break-all" dir="ltr">${e(link)}</p>`
      : `<p style="margin:0 0 24px;font-size:28px;letter-spacing:6px;font-weight:600" dir="ltr">${e(carries.code)}</p>`;
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Segoe UI,Tahoma,Noto Sans,Arial,sans-serif;color:#242424">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<p style="margin:0 0 16px">${e(greeting)}</p>
<p style="margin:0 0 24px">${e(t.intro)}</p>
${action}
<p style="margin:16px 0 8px">${e(expiry)}</p>
<p style="margin:0 0 16px;color:#616161">${e(t.ignore)}</p>
<p style="margin:0;color:#616161">${e(t.signature)}</p>
</div>
</body>
</html>
`;
  return { subject: t.subject, text, html, link };
}

/** Subject, plain text and simple HTML of a password reset mail, in the user's language. */
export function renderPasswordResetMail(input: PasswordResetMailInput, publicUrl: string): RenderedMail {
  const values = { name: input.userName, minutes: input.validMinutes };
  return renderAccountMail(TEXTS[input.locale] ?? TEXTS.en, input.locale, values, { link: resetLink(publicUrl, input.resetPath, input.locale) });
}

/** What an e-mail verification mail is built from (issue 29 item 2). */
export interface EmailVerificationMailInput {
  locale: Locale;
  userName: string;
  /** `/auth/verify-email/<code>`, as svc-auth sent it. */
  verifyPath: string;
  validHours: number;
}

export function renderEmailVerificationMail(input: EmailVerificationMailInput, publicUrl: string): RenderedMail {
  const values = { name: input.userName, hours: input.validHours };
  return renderAccountMail(VERIFICATION_TEXTS[input.locale] ?? VERIFICATION_TEXTS.en, input.locale, values, {
    link: resetLink(publicUrl, input.verifyPath, input.locale),
  });
}

/** What a PIN reset mail is built from (issue 29 item 1): the OTP itself. */
export interface PinResetMailInput {
  locale: Locale;
  userName: string;
  otp: string;
  validMinutes: number;
}

export function renderPinResetMail(input: PinResetMailInput): RenderedMail {
  const values = { name: input.userName, minutes: input.validMinutes };
  return renderAccountMail(PIN_RESET_TEXTS[input.locale] ?? PIN_RESET_TEXTS.en, input.locale, values, { code: input.otp });
}
