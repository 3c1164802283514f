import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { MailConfig } from '../../config.ts';

/** One mail to one recipient. */
export const mailMessageSchema = z.object({
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Where the recipient's answer goes, when not to the sender (an operator replying to a visitor). */
  replyTo: z.string().min(3).optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** Hands a mail to its way out: an SMTP server, or the outbox folder. */
export interface Mailer {
  /**
   * `messageId` (without angle brackets) is the same on every try of one mail, so a copy sent
   * again after a crash (delivered, but not yet marked done) is recognisably the same message.
   */
  deliver(message: MailMessage, options?: { messageId?: string }): Promise<void>;
}

/** The domain of MAIL_FROM's address, for the Message-IDs of the mails sent from it. */
export function senderDomain(from: string): string {
  return /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** Stamp for outbox file names: sortable, and free of characters some file systems refuse. */
export function outboxStamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/**
 * SMTP when SMTP_URL is set. Otherwise (the embedded default) each mail becomes an .eml file under
 * `DATA_DIR/outbox/mail/` and one log line names it, so that a newcomer without a mail server can
 * still open the link in a reset or invitation mail.
 */
export function createMailer(
  config: MailConfig,
  dataDir: string,
  log: (line: string, fields: Record<string, unknown>) => void,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async deliver(message, options = {}) {
        await transport.sendMail({
          from: config.from,
          ...message,
          ...(options.messageId ? { messageId: `<${options.messageId}>` } : {}),
        });
      },
    };
  }
  const folder = join(dataDir, 'outbox', 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(message, options = {}) {
      const info = await transport.sendMail({
        from: config.from,
        ...message,
        ...(options.messageId ? { messageId: `<${options.messageId}>` } : {}),
      });
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${outboxStamp(new Date())}-${randomBytes(4).toString('hex')}.eml`);
      // Written aside and renamed, so that whoever watches the folder never opens half a mail.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      log(`mail to ${message.to} written to ${file}`, { file, to: message.to, subject: message.subject });
    },
  };
}
