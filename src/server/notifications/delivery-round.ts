import type { Claimed } from './outbox-delivery';

// One round of the delivery worker: claim while places are free, send, wait for a place or a wake.

/** What a round shares with the worker that runs it. */
export interface RoundState {
  /** Set by a wake during a round: look for due messages again. */
  again: boolean;
  /** Set while the worker stops: the round claims nothing more and ends after the messages being sent. */
  halting: boolean;
  /** Wakes a round waiting for a free place: a send ended, a message was written, or stop(). */
  nudge: () => void;
}

export interface RoundSteps {
  claim(limit: number): Promise<Claimed[]>;
  release(unsent: Claimed[]): Promise<void>;
  send(message: Claimed): Promise<void>;
}

/**
 * Claims due messages while places are free and sends them, until none is due and none is being
 * sent. Messages are claimed oldest first and handed to the transport in that order.
 */
export async function deliveryRound(
  state: RoundState,
  steps: RoundSteps,
  { concurrency, batchSize }: { concurrency: number; batchSize: number },
): Promise<void> {
  const sending = new Set<Promise<void>>();
  /** False once a claim found fewer due messages than it asked for: wait for a wake. */
  let due = true;
  try {
    while (!state.halting) {
      if (state.again) {
        state.again = false;
        due = true;
      }
      const free = concurrency - sending.size;
      if (due && free > 0) {
        const wanted = Math.min(free, batchSize);
        const claimed = await steps.claim(wanted);
        if (state.halting) {
          await steps.release(claimed);
          return;
        }
        due = claimed.length === wanted;
        for (const message of claimed) {
          const sent = steps.send(message).finally(() => {
            sending.delete(sent);
            state.nudge();
          });
          sending.add(sent);
        }
        continue;
      }
      if (sending.size === 0) return;
      await new Promise<void>((resolve) => (state.nudge = resolve));
    }
  } finally {
    // Stopping or not, the messages in hand are finished and recorded.
    await Promise.all(sending);
  }
}
