import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { atFileEnd } from './file-cleanup';

// Real server processes for the tests that need more than one, or one that can be killed: each is
// started with `env` (on top of the few every process needs) and killed when the file's tests end.

const root = path.resolve(import.meta.dirname, '..');

/** The prebuilt server that `npm start` runs (`npm run build` makes it). */
export const BUILT_SERVER = path.join(root, 'dist/server/main.js');

/**
 * Starts `src/server/main.ts` with `env` (or, with `built`, the prebuilt `dist/server/main.js` with
 * plain Node, as `npm start` does); resolves with its address once it listens, and what it has
 * written so far (and writes later) to stdout and stderr. A variable given as undefined is unset.
 */
export function startServerProcess(
  env: NodeJS.ProcessEnv,
  { built = false }: { built?: boolean } = {},
): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const args = built ? ['--enable-source-maps', BUILT_SERVER] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      // The API alone: these tests need no pages.
      WEB_DIST_DIR: path.join(root, 'no-web-build-here'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  atFileEnd(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/[\d.:]+)/.exec(output)?.[1];
      if (url) resolve({ url, child, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}
