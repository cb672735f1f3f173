import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SunkMail = { to: string; subject: string; messageId: string };

/**
 * The mail provider of the resilience checks: a real SMTP server on a fixed loopback port, started late so
 * that until then connections to it are refused. `hold()` makes it read whole messages and keep back its
 * "250 accepted" answer until `release()`: a sender that dies meanwhile has handed nothing over, and the
 * message is not counted.
 */
export async function startMailSink(port: number) {
  const received: SunkMail[] = [];
  const open = new Set<string>();
  let held: Promise<void> | undefined;
  let releaseHeld: (() => void) | undefined;
  const waitingIn = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(session, callback) {
      open.add(session.id);
      callback();
    },
    onClose(session) {
      open.delete(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (held) {
            waitingIn.add(session.id);
            await held;
            waitingIn.delete(session.id);
          }
          if (!open.has(session.id)) return;
          const to = Array.isArray(mail.to) ? mail.to.map((entry) => entry.text).join(', ') : (mail.to?.text ?? '');
          received.push({ to, subject: mail.subject ?? '', messageId: mail.messageId ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    /** Messages read whole and waiting for the answer that hands them over. */
    waiting: () => waitingIn.size,
    /** Of the held messages, those whose sender is still connected. */
    heldOpen: () => [...waitingIn].filter((id) => open.has(id)).length,
    hold: () => {
      held = new Promise((resolve) => (releaseHeld = resolve));
    },
    release: () => {
      releaseHeld?.();
      held = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
