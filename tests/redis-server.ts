import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { atFileEnd } from './file-cleanup';
import { freePort } from './mail-servers';

// Redis for the tests of the Redis rate-limit store: the machine's own (REDIS_URL, else
// 127.0.0.1:6379) for tests through real server processes, and private redis-server processes on
// free ports for the tests that stop, pause and restart it. Tests skip when neither is available.

/** The Redis the machine runs for tests (CI starts one on 127.0.0.1:6379). */
export const SHARED_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis server answers PING at `url` within a second. */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Whether this machine can start redis-server processes of its own. */
export const canStartRedis = spawnSync('redis-server', ['--version']).status === 0;

export interface TestRedis {
  url: string;
  /** Stops the server (as an outage would); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A redis-server of this test file's own on a free port, keeping nothing on disk. */
export async function startRedisServer(): Promise<TestRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = started;
    atFileEnd(() => {
      if (started.exitCode === null && started.signalCode === null) started.kill('SIGKILL');
    });
    for (let tries = 0; !(await redisAnswers(url)); tries++) {
      if (tries > 50) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const current = child;
    child = null;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url, start, stop };
}
