import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

/**
 * Files the server reads beside its own module (`new URL('./name', import.meta.url)`), which the
 * bundle does not carry: copied next to `dist/server/main.js`, where that address then points.
 */
function filesBesideServer(files: Record<string, string>): Plugin {
  return {
    name: 'files-beside-server',
    generateBundle() {
      for (const [fileName, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: fs.readFileSync(source) });
      }
    },
  };
}

// The server as one prebuilt module (`dist/server/main.js`), which `npm start` runs with plain Node:
// starting it then costs no TypeScript transpiling (decision 021). Packages stay in node_modules.
export default defineConfig({
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'src/shared') } },
  plugins: [
    filesBesideServer({
      'common-passwords.txt': path.resolve(import.meta.dirname, 'src/server/auth/common-passwords.txt'),
    }),
  ],
  build: {
    ssr: path.resolve(import.meta.dirname, 'src/server/main.ts'),
    outDir: path.resolve(import.meta.dirname, 'dist/server'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
  },
});
