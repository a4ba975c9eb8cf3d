import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { BackupRefusedError, writeBackup } from './embedded-backup';

// Backups while the server runs. Only the process that owns the embedded database can read it
// consistently, so `npm run db:backup` asks it through a Unix socket in DATA_DIR: one JSON line
// `{"to": "/absolute/file"}` in, one JSON line `{"ok": true, "bytes": n}` or `{"ok": false,
// "error": "…"}` out. The socket is readable by the server's own user only (who can read DATA_DIR
// anyway), and it never overwrites a file.

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

interface BackupReply {
  ok: boolean;
  bytes?: number;
  error?: string;
}

/** Answers backup requests until the returned function is called. */
export async function serveBackupRequests(
  client: PGlite,
  dataDir: string,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  // This process holds the data directory's lock: a socket file left here is from a dead process.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', onError);
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) return;
      void answer(client, request.slice(0, request.indexOf('\n'))).then((reply) => {
        if (!reply.ok) onError(new Error(`backup request failed: ${reply.error}`));
        socket.end(`${JSON.stringify(reply)}\n`);
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  server.on('error', onError);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

async function answer(client: PGlite, line: string): Promise<BackupReply> {
  try {
    const { to } = JSON.parse(line) as { to?: unknown };
    if (typeof to !== 'string' || !path.isAbsolute(to)) {
      return { ok: false, error: 'the request must name an absolute file path' };
    }
    const { bytes } = await writeBackup(client, to);
    return { ok: true, bytes };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Asks the server that owns DATA_DIR for a backup into `file`; resolves with its size. */
export function requestBackup(
  dataDir: string,
  file: string,
  timeoutMs = 120_000,
): Promise<{ bytes: number }> {
  const socketPath = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let reply = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`no answer from the server within ${timeoutMs / 1000} s`)),
    );
    socket.on('connect', () => socket.write(`${JSON.stringify({ to: path.resolve(file) })}\n`));
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new BackupRefusedError(
              `The process using ${dataDir} does not take backup requests (no ${socketPath}). ` +
                'Stop it and run the backup again, or update it.',
            )
          : error,
      );
    });
    socket.on('end', () => {
      try {
        const answer = JSON.parse(reply) as BackupReply;
        if (answer.ok && typeof answer.bytes === 'number') resolve({ bytes: answer.bytes });
        else
          reject(
            new BackupRefusedError(
              `The server could not write the backup: ${answer.error ?? 'no reason given'}`,
            ),
          );
      } catch {
        reject(new Error(`Unexpected answer from the server: ${reply}`));
      }
    });
  });
}
