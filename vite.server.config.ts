import path from 'node:path';
import { defineConfig } from 'vite';

// The server as one prebuilt module (`dist/server/main.js`), which `npm start` runs with plain Node:
// starting it then costs no TypeScript transpiling (decision 021). Packages stay in node_modules.
export default defineConfig({
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'src/shared') } },
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
