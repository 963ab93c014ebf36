import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free port of 127.0.0.1 (no TLS, no login): the app's mailer sends
 * to it over SMTP as it would to any other. `next(to)` waits for the next email to an address.
 */
export async function startSmtp(): Promise<{ url: string; next(to: string): Promise<ReceivedMail>; close(): Promise<void> }> {
  const arrived: ReceivedMail[] = [];
  const waiting: Array<{ to: string; resolve: (mail: ReceivedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') };
        const i = waiting.findIndex((w) => mail.to.includes(w.to));
        if (i >= 0) waiting.splice(i, 1)[0]!.resolve(mail);
        else arrived.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    next(to) {
      const address = to.toLowerCase();
      const i = arrived.findIndex((mail) => mail.to.includes(address));
      if (i >= 0) return Promise.resolve(arrived.splice(i, 1)[0]!);
      return new Promise((resolve) => waiting.push({ to: address, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The attachment of a MIME message with that file name: its content type and bytes (base64 part). */
export function attachmentOf(raw: string, fileName: string): { contentType: string; content: Buffer } | undefined {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head, ...rest] = part.split(/\r?\n\r?\n/);
    if (!head || !head.includes(fileName) || !/Content-Disposition: attachment/i.test(head)) continue;
    const contentType = /Content-Type: ([^;\r\n]+)/i.exec(head)?.[1] ?? '';
    const body = rest.join('\n').split(/\r?\n--/)[0]!.replace(/\s+/g, '');
    return { contentType, content: Buffer.from(body, 'base64') };
  }
  return undefined;
}
