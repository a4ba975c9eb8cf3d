// Image uploads through the API of a server process: a camera-sized JPEG (3000×2000, ~1 MB, with
// detail so it does not compress to nothing) uploaded 40 times, 4 at a time, as an admin would in
// Image Uploads. Each is checked, decoded, re-encoded at 1600 px, copied to WebP and thumbnailed.
// Reported: images per second, the time of one upload, and the server's memory.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import { mb, percentile, rssOf, signInAdmin, startProcess, stopProcess } from './bench-kit';
import type { Start, Stop } from './bench-kit';

const UPLOADS = 40;
const CONCURRENCY = 4;
const ADMIN = { email: 'bench.images@example.com', password: 'bench-images-password' };

export async function benchUploads(start: Start, stop: Stop): Promise<void> {
  const port = 4300 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-uploads-bench-'));
  // Noise, so that the picture is as costly to encode as a photograph.
  const noise = randomBytes(3000 * 2000 * 3);
  const photo = await sharp(noise, { raw: { width: 3000, height: 2000, channels: 3 } })
    .blur(1.5)
    .jpeg({ quality: 80 })
    .toBuffer();
  const app = await start(
    ['src/server/main.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: base,
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    `${base}/api/health`,
    path.join(dataDir, 'app.log'),
  );
  try {
    const cookie = await signInAdmin(base, ADMIN.email, ADMIN.password);
    const uploadOne = async () => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(photo)], 'photo.jpg', { type: 'image/jpeg' }));
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/images`, {
        method: 'POST',
        headers: { cookie, origin: base },
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      return performance.now() - started;
    };
    await uploadOne();
    const before = rssOf(app.pid!);
    let peak = before;
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < UPLOADS) {
          next++;
          times.push(await uploadOne());
          peak = Math.max(peak, rssOf(app.pid!));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    console.log(
      `Image uploads: ${UPLOADS} JPEGs of 3000×2000 (${(photo.length / 1024).toFixed(0)} KB), ${CONCURRENCY} at a time, through the API`,
    );
    console.log(
      `  ${(UPLOADS / seconds).toFixed(1)} images/s re-encoded (1600 px + WebP + thumbnail); one upload p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms; server RSS ${mb(before)} MB before, ${mb(peak)} MB at most`,
    );
  } finally {
    await stop(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Alone, without the other benches: `npx tsx bench/uploads-bench.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchUploads(startProcess, stopProcess).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
