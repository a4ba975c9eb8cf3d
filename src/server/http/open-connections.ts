import type { Server, ServerResponse } from 'node:http';
import type net from 'node:net';

// What a stopping server needs to know of its connections (graceful-shutdown.ts): the answers still
// owed, which connections are quiet, and whether anyone still waits in the listen backlog.

interface ConnectionState {
  /** Requests received on it and not yet answered. */
  requests: number;
  /** When it last received bytes or finished an answer. */
  lastActive: number;
  bytesRead: number;
}

export interface OpenConnections {
  /** Answers begun and not yet finished. */
  unanswered: Set<ServerResponse>;
  /** Closes the connections that have nothing to answer and have been quiet for `idleMs`. */
  closeQuietConnections: () => void;
  /** Resolves in the first turn of the event loop that accepts no connection. */
  whenNobodyWaits: () => Promise<void>;
}

/**
 * Follows the server's connections and requests from now on. Once stopping, every answer asks the
 * client to close its connection.
 */
export function trackConnections(
  server: Server,
  { idleMs, isStopping }: { idleMs: number; isStopping: () => boolean },
): OpenConnections {
  const unanswered = new Set<ServerResponse>();
  const connections = new Map<net.Socket, ConnectionState>();
  let accepted = 0;

  server.on('connection', (socket: net.Socket) => {
    accepted += 1;
    connections.set(socket, { requests: 0, lastActive: Date.now(), bytesRead: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  // Keep-alive connections would keep the server open after their last answer: once stopping, every
  // answer asks the client to close its connection (and to open a new one, elsewhere, for its next).
  server.prependListener('request', (req, res: ServerResponse) => {
    if (isStopping()) res.setHeader('Connection', 'close');
    unanswered.add(res);
    const connection = connections.get(req.socket);
    if (connection) connection.requests += 1;
    res.once('close', () => {
      unanswered.delete(res);
      if (!connection) return;
      connection.requests -= 1;
      connection.lastActive = Date.now();
      connection.bytesRead = req.socket.bytesRead;
    });
  });

  /** Closes the connections that have nothing to answer and have been quiet for `idleMs`. */
  function closeQuietConnections() {
    const now = Date.now();
    for (const [socket, connection] of connections) {
      if (connection.requests > 0) continue;
      // Bytes arriving: a request on its way, its headers not complete yet.
      if (socket.bytesRead !== connection.bytesRead) {
        connection.bytesRead = socket.bytesRead;
        connection.lastActive = now;
      } else if (now - connection.lastActive >= idleMs) {
        socket.destroy();
      }
    }
  }

  /**
   * Resolves in the first turn of the event loop that accepts no connection: nobody is left in the
   * listen backlog. Each check starts in a timer, so the loop polls for connections (accepting one,
   * when any waits) before the immediate that compares.
   */
  function whenNobodyWaits(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        const before = accepted;
        setImmediate(() => (accepted === before ? resolve() : setTimeout(check, 5)));
      };
      setTimeout(check, 0);
    });
  }

  return { unanswered, closeQuietConnections, whenNobodyWaits };
}
