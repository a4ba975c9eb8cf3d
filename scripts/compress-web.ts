// Writes a brotli and a gzip copy beside each built file worth compressing (`name.js.br`,
// `name.js.gz`), the last step of `npm run build`. The server serves these as they are, so starting it
// costs no compression (decision 021). Prerendered pages are left out: the server fills in the
// configured contact details first, and compresses each page on its first request.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist/web');
const textFiles = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
/** Below this, a compressed copy saves too little to be worth a second file (the server agrees). */
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
const walk = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'prerendered') walk(full);
      continue;
    }
    if (!textFiles.has(path.extname(entry.name).toLowerCase())) continue;
    const body = fs.readFileSync(full);
    if (body.length <= MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    fs.writeFileSync(`${full}.br`, brotli);
    fs.writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
    files++;
    before += body.length;
    after += brotli.length;
  }
};
walk(webDir);
console.log(
  `compressed ${files} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with brotli`,
);
