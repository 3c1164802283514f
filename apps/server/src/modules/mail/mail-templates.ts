import type { Lang } from '@sitewright/contract';

/** A mail ready to send: a subject and the same content as plain text and as HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Values are the caller's (user names, company names, links): HTML-escaped wherever they go into HTML. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Paragraphs (plain text, escaped here) and an optional button link, in a bare layout mail clients render alike. */
function compose(
  lang: Lang,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): MailContent {
  const text = [...paragraphs, ...(link ? [link.href] : [])].join('\n\n');
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (link) {
    const href = escapeHtml(link.href);
    body.splice(
      1,
      0,
      `<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1677ff;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(link.label)}</a></p>`,
      `<p style="color:#666;font-size:12px">${escapeHtml(href)}</p>`,
    );
  }
  const html = `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif;line-height:1.6;color:#222">${body.join('')}</body></html>`;
  return { subject, text, html };
}

/** A link that lets the recipient choose a new password; it lapses after `minutes`. */
export function passwordResetMail(input: {
  lang: Lang;
  link: string;
  userName: string;
  minutes: number;
}): MailContent {
  const { lang, link, userName, minutes } = input;
  return lang === 'zh'
    ? compose(
        lang,
        '重置您的密码',
        [
          `${userName}，您好：`,
          `我们收到了重置密码的请求。请在 ${minutes} 分钟内点击下面的链接设置新密码。`,
          '如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。',
        ],
        { href: link, label: '设置新密码' },
      )
    : compose(
        lang,
        'Reset your password',
        [
          `Hello ${userName},`,
          `We received a request to reset your password. Follow the link below within ${minutes} minutes to choose a new one.`,
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ],
        { href: link, label: 'Choose a new password' },
      );
}

/** An invitation to join a company's back office. */
export function invitationMail(input: {
  lang: Lang;
  link: string;
  companyName: string;
  inviter: string;
}): MailContent {
  const { lang, link, companyName, inviter } = input;
  return lang === 'zh'
    ? compose(
        lang,
        `${inviter} 邀请您加入 ${companyName}`,
        [
          '您好：',
          `${inviter} 邀请您加入 ${companyName} 的网站管理后台。点击下面的链接接受邀请并设置您的账号。`,
          '如果您不认识对方，请忽略本邮件。',
        ],
        { href: link, label: '接受邀请' },
      )
    : compose(
        lang,
        `${inviter} invited you to ${companyName}`,
        [
          'Hello,',
          `${inviter} invited you to the website back office of ${companyName}. Follow the link below to accept and set up your account.`,
          'If you do not know the sender, ignore this mail.',
        ],
        { href: link, label: 'Accept the invitation' },
      );
}

/** A one-time sign-in code. */
export function signInCodeMail(input: { lang: Lang; code: string; minutes: number }): MailContent {
  const { lang, code, minutes } = input;
  return lang === 'zh'
    ? compose(lang, `您的登录验证码：${code}`, [
        `您的登录验证码是 ${code}，${minutes} 分钟内有效，仅可使用一次。`,
        '请勿将验证码告诉他人。如果这不是您本人的操作，请忽略本邮件。',
      ])
    : compose(lang, `Your sign-in code: ${code}`, [
        `Your sign-in code is ${code}. It is valid for ${minutes} minutes and works once.`,
        'Do not share it with anyone. If you did not ask for it, ignore this mail.',
      ]);
}

/** The first mail of a new company: the company code to sign in with, kept where it can be found again. */
export function welcomeMail(input: {
  lang: Lang;
  companyName: string;
  companyCode: string;
  userName: string;
  signInLink: string;
}): MailContent {
  const { lang, companyName, companyCode, userName, signInLink } = input;
  return lang === 'zh'
    ? compose(
        lang,
        `欢迎使用，${companyName} 的公司代码：${companyCode}`,
        [
          `${userName}，您好：`,
          `${companyName} 已开通。使用密码登录时请填写公司代码 ${companyCode}、用户名 ${userName} 和您的密码。`,
          '请保留本邮件。忘记公司代码时，也可以在登录页通过此邮箱或您的手机号找回。',
        ],
        { href: signInLink, label: '登录' },
      )
    : compose(
        lang,
        `Welcome: ${companyName}'s company code is ${companyCode}`,
        [
          `Hello ${userName},`,
          `${companyName} is ready. To sign in with a password, enter the company code ${companyCode}, the user name ${userName} and your password.`,
          'Keep this mail. If you forget the company code, the sign-in page can also send it to this address or to your phone.',
        ],
        { href: signInLink, label: 'Sign in' },
      );
}

/** The companies an address or phone has an account in, with the code to sign in with at each. */
export function companyCodesMail(input: {
  lang: Lang;
  accounts: { companyName: string; companyCode: string; userName: string }[];
  signInLink: string;
}): MailContent {
  const { lang, accounts, signInLink } = input;
  const lines = accounts.map((a) =>
    lang === 'zh'
      ? `${a.companyName}：公司代码 ${a.companyCode}（用户名 ${a.userName}）`
      : `${a.companyName}: company code ${a.companyCode} (user name ${a.userName})`,
  );
  return lang === 'zh'
    ? compose(
        lang,
        '您的公司代码',
        [
          '您好：',
          '您要求找回公司代码。此邮箱所属的账号：',
          ...lines,
          '如果这不是您本人的操作，请忽略本邮件。',
        ],
        { href: signInLink, label: '登录' },
      )
    : compose(
        lang,
        'Your company code',
        [
          'Hello,',
          'You asked for your company code. The accounts of this address:',
          ...lines,
          'If you did not ask for this, ignore this mail.',
        ],
        { href: signInLink, label: 'Sign in' },
      );
}
