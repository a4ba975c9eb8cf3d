// What the benches share: starting and stopping a server process, signing its admin in, and the
// figures they print.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..');

export type Start = (
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  logFile: string,
) => Promise<ChildProcess>;
export type Stop = (child: ChildProcess) => Promise<void>;

/** The server as `npm start` runs it: the prebuilt bundle of `npm run build`. */
export const BUILT_SERVER = 'dist/server/main.js';

/**
 * Starts a server process; resolves once `readyUrl` answers. Servers write their output to a file,
 * as they would in production, so that reading it costs the load generator nothing. A TypeScript
 * entry runs through tsx; a built one (BUILT_SERVER) with Node alone.
 */
export const startProcess: Start = async (args, env, readyUrl, logFile) => {
  const log = fs.openSync(logFile, 'a');
  // A production server needs a mail server (and sends sign-in codes by e-mail only without SMS).
  const mail =
    env.NODE_ENV === 'production' && !env.SMTP_URL
      ? { SMTP_URL: await startMailSink(), SIGN_IN_CODES: 'email-only' }
      : {};
  const loader = args[0]?.endsWith('.ts') ? ['--import', 'tsx'] : [];
  // Node itself, not npx: a signal sent to npx would not reach the server it started.
  const child = spawn(process.execPath, [...loader, ...args], {
    cwd: root,
    // No load balancer to drain for: a stopped bench server stops at once.
    env: { ...process.env, ...mail, SHUTDOWN_DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} did not start:\n${fs.readFileSync(logFile, 'utf8')}`);
};

let mailSink: Promise<string> | undefined;

/** A local mail server that accepts every message and keeps none; its smtp:// address. */
function startMailSink(): Promise<string> {
  mailSink ??= new Promise((resolve) => {
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.on('end', () => callback());
        stream.resume();
      },
    });
    sink.listen(0, '127.0.0.1', () => {
      // The bench ends when its work does, not when the sink would.
      sink.server.unref();
      resolve(`smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`);
    });
  });
  return mailSink;
}

/** Stops a server process as its supervisor would, and waits for it to exit. */
export const stopProcess: Stop = async (child) => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

/** Signs an admin in with their password, as the admin sign-in page does; returns the Cookie header. */
export async function signInAdmin(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The value below which `p` per cent of the sorted values fall. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The resident memory of a process, in bytes (Linux). */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
