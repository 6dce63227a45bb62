import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface Received {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  /** Every header as sent, by its name in lower case (`list-unsubscribe`). */
  headers: Record<string, string>;
}

/**
 * A real SMTP server in this process (issue 37): what it accepts is parsed as a mail program
 * would. `refuseWith` makes it answer the recipient (RCPT) or the sender (MAIL FROM) with a code.
 */
export function inProcessSmtp() {
  const received: Received[] = [];
  let refuse: { code: number; at: 'recipient' | 'sender' } | null = null;
  const refusal = (at: 'recipient' | 'sender') =>
    refuse?.at === at ? Object.assign(new Error(refuse.code >= 500 ? 'No such mailbox' : 'Try again later'), { responseCode: refuse.code }) : null;
  const open = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onMailFrom(_address, _session, callback) {
        callback(refusal('sender'));
      },
      onRcptTo(_address, _session, callback) {
        callback(refusal('recipient'));
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            const headers = Object.fromEntries(mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim()]));
            received.push({ to: to?.value[0]?.address ?? '', subject: mail.subject ?? '', text: mail.text ?? '', messageId: mail.messageId ?? '', headers });
            callback();
          })
          .catch(callback);
      },
    });
  let server = open();
  let port = 0;
  return {
    received,
    url: () => `smtp://127.0.0.1:${port}`,
    refuseWith(code: number | null, at: 'recipient' | 'sender' = 'recipient') {
      refuse = code === null ? null : { code, at };
    },
    /** Listens (again, on the same port once it had one: the mail server came back). */
    start: () =>
      new Promise<void>((resolve) => {
        server = open();
        server.listen(port, '127.0.0.1', () => {
          port = (server.server.address() as { port: number }).port;
          resolve();
        });
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
