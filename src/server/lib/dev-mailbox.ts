// Development only: the words of messages kept in the outbox (no transport configured), secrets
// included, held in this process's memory for /dev/outbox. The messages table itself stores sign-in
// codes and links redacted, so a database or a backup never holds a way into an account.

const KEEP = 500;

export interface KeptMessage {
  subject: string | null;
  text: string;
}

export interface DevMailbox {
  keep(messageId: number, message: KeptMessage): void;
  read(messageId: number): KeptMessage | undefined;
}

export function createDevMailbox(): DevMailbox {
  const messages = new Map<number, KeptMessage>();
  return {
    keep(messageId, message) {
      messages.set(messageId, message);
      // Oldest first out: a Map iterates in insertion order.
      if (messages.size > KEEP) messages.delete(messages.keys().next().value!);
    },
    read: (messageId) => messages.get(messageId),
  };
}
