import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  /** The one-time code or temporary password in the message, for tests and demos. */
  code?: string;
}

export interface Transport {
  send(message: OutboxMessage): Promise<void>;
}

/**
 * The default transport: one JSON line per message in OUTBOX_FILE, and a log line. Nothing leaves the
 * machine; the demo and the tests read codes from the file.
 */
export function fileTransport(file: string, clock: Clock, log?: FastifyBaseLogger): Transport {
  return {
    async send(message) {
      await mkdir(path.dirname(file), { recursive: true });
      const line = JSON.stringify({ at: clock.now().toISOString(), ...message });
      await appendFile(file, `${line}\n`, 'utf8');
      log?.info({ outbox: { channel: message.channel, to: message.to, subject: message.subject } }, 'outbox');
    },
  };
}

/** SMTP for e-mail when SMTP_URL is set; SMS stays in the file (no SMS gateway is configured). */
export async function smtpTransport(smtpUrl: string, from: string, fallback: Transport): Promise<Transport> {
  const nodemailer = await import('nodemailer');
  const mailer = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      if (message.channel !== 'email') return fallback.send(message);
      await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
