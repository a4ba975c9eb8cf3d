import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/index';
import type { Logger } from '../lib/logger';
import type { AccessChange, BookingChange } from './live-changes';

// The open streams of this process, as listeners: each change is handed to those whose filter accepts
// it, and streams whose session or roles changed are ended.

export interface LiveListener {
  accepts(change: BookingChange): boolean;
  onChange(change: BookingChange): void;
  /** Changes may have been missed: the listener's page should fetch afresh. */
  onResync(): void;
  /** The server is stopping: say when to reconnect, then end the stream. */
  onClose(): void;
  /** The signed-in session the stream was opened with (a tracking link's stream has none). */
  session?: { userId: string; sessionId: string };
  /**
   * The session ended (signed out, revoked), or the person's roles changed: end the stream. After a
   * change of roles the page opens a new one at once, which is filtered by the new roles.
   */
  onAccessEnded?(why: AccessEnd): void;
}

/** Why a stream's access ended: its session is gone, or its person's roles changed. */
export type AccessEnd = 'session-ended' | 'roles-changed';

export interface LiveListeners {
  listeners: Set<LiveListener>;
  /** Calls `fn` for every listener; one that throws does not stop the others. */
  each: (fn: (listener: LiveListener) => void) => void;
  /** Ends the streams an access change concerns. */
  endAccess: (change: AccessChange) => void;
  /** Ends the streams among `of` whose session no longer exists (an announcement may have been missed). */
  checkSessions: (of: LiveListener[]) => Promise<void>;
}

export function createLiveListeners(db: Database, logger: Logger): LiveListeners {
  const listeners = new Set<LiveListener>();
  const each = (fn: (listener: LiveListener) => void) => {
    for (const listener of listeners) {
      try {
        fn(listener);
      } catch (error) {
        // One broken stream must not keep the change from the others.
        logger.warn({ err: error }, 'a live stream failed to take a change');
      }
    }
  };

  const endAccess = (change: AccessChange) =>
    each((listener) => {
      const session = listener.session;
      if (!session || session.userId !== change.userId) return;
      if (change.sessionId === null) listener.onAccessEnded?.('roles-changed');
      else if (change.sessionId === session.sessionId) listener.onAccessEnded?.('session-ended');
    });

  /** Ends the streams among `of` whose session no longer exists (an announcement may have been missed). */
  const endStreamsWithoutSession = async (of: LiveListener[]) => {
    const ids = [
      ...new Set(of.flatMap((listener) => (listener.session ? [listener.session.sessionId] : []))),
    ];
    if (ids.length === 0) return;
    const alive = new Set(
      (await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids))).map((r) => r.id),
    );
    for (const listener of of) {
      if (listener.session && !alive.has(listener.session.sessionId) && listeners.has(listener)) {
        listener.onAccessEnded?.('session-ended');
      }
    }
  };
  const checkSessions = (of: LiveListener[]) =>
    endStreamsWithoutSession(of).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not check the sessions of live streams'),
    );

  return { listeners, each, endAccess, checkSessions };
}
