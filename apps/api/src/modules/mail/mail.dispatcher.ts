import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import {
  claimDueMails,
  markMailFailed,
  markMailSent,
  type MailAttachment,
  type PendingMail,
} from './mail.repository';

export interface MailTransport {
  send(mail: PendingMail, from: string): Promise<void>;
}

function toNodemailer(a: MailAttachment) {
  return { filename: a.filename, contentType: a.contentType, content: a.content };
}

/** SMTP in production; in the embedded default every mail is kept as an .eml file under .data/mail/. */
export function createMailTransport(opts: { smtpUrl: string | undefined; mailDir: string }): MailTransport {
  if (opts.smtpUrl) {
    const transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail, from) {
        await transporter.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments.map(toNodemailer),
        });
      },
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail, from) {
      const info = await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map(toNodemailer),
      });
      await mkdir(opts.mailDir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      await writeFile(
        path.join(opts.mailDir, `${String(mail.id).padStart(6, '0')}-${safeTo}.eml`),
        info.message as Buffer,
      );
    },
  };
}

export interface MailDispatcher {
  /** Asks for a delivery round soon (after the causing transaction committed). */
  kick(): void;
  /** Delivers everything due now; resolves when done. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function createMailDispatcher(opts: {
  db: Db;
  transport: MailTransport;
  from: string;
  pollMs: number | null;
  onError: (err: unknown) => void;
}): MailDispatcher {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function round(): Promise<void> {
    for (;;) {
      const batch = await claimDueMails(opts.db, 20);
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          await opts.transport.send(mail, opts.from);
          await markMailSent(opts.db, mail.id);
        } catch (err) {
          await markMailFailed(
            opts.db,
            mail.id,
            mail.attempts + 1,
            err instanceof Error ? err.message : String(err),
          );
        }
      }
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await round();
        } catch (err) {
          if (!stopped) opts.onError(err);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = opts.pollMs ? setInterval(() => void run(), opts.pollMs) : null;
  timer?.unref();

  return {
    kick() {
      if (!stopped) void run();
    },
    async drain() {
      await run();
      if (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (running) await running;
    },
  };
}
