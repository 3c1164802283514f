// The mail module's public entry: sending mail (through jobs) and the mails' templates.
export {
  enqueueMail,
  MAIL_JOB,
  type MailOutcome,
  type MailSendOptions,
  type MailService,
  mailPlugin,
} from './mail.plugin.ts';
export { createMailer, type MailMessage, type Mailer } from './mailer.ts';
export {
  companyCodesMail,
  escapeHtml,
  invitationMail,
  type MailContent,
  passwordResetMail,
  signInCodeMail,
  welcomeMail,
} from './mail-templates.ts';
