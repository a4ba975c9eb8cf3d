import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { scriptsAfterFirstPaint } from './scripts/scripts-after-first-paint';
import { ownLucideIcons } from './scripts/own-lucide-icons';
import { treeShakeReactRouter } from './scripts/tree-shake-react-router';

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  plugins: [react(), tailwindcss(), scriptsAfterFirstPaint(), treeShakeReactRouter(), ownLucideIcons()],
  // Bundled into the server-rendering build too, so that its icons come from the same code.
  ssr: { noExternal: ['lucide-react'] },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    // dist/web/.vite/manifest.json: which files each page loads, for the JavaScript budget (the bench
    // and tests/e2e/page-weight.spec.ts). The server does not serve it.
    manifest: true,
    // Browsers without <link rel=modulepreload> fetch each script when it is imported instead of
    // ahead: slower for them, but the polyfill would weigh on every page for everyone (decision 026).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Seven characters of hash tell the versions apart as well as eight (the bundler asks for at
        // least seven here): the home page's script lists every lazy page's files by name.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          // React, React Router and TanStack Query in one file, which every page loads: it compresses
          // better whole than in the four pieces the bundler would cut, and changes only with them.
          // Vite's helper for lazy imports too, rather than a file of its own, and the list of the
          // site's languages (a few bytes every page reads, else a file of its own too).
          groups: [
            {
              name: 'framework',
              test: /vite\/preload-helper|src[\\/]shared[\\/]languages\.ts|node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
            // The small modules most public pages share (the HTTP client, the catalogue's queries,
            // the page's head tags, icons' drawing, rupees), with what they import (the bundled
            // texts among it), in one file rather than a dozen: each file costs its own compression
            // and import lines. What this saves pays for the inline script that holds presses made
            // before the app starts (decision 032).
            // The icons the home page draws that other pages draw too: one file instead of four, each of
            // which would cost its own compression and import lines on the page with the tightest budget.
            {
              name: 'home-icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-right|clock|heart-handshake|shield-check)\.mjs$/,
            },
            {
              name: 'shared',
              test: /src[\\/](web[\\/](components[\\/]ui[\\/](lucide-icon|card|service-icon)|lib[\\/]api-client|app[\\/]page-meta|features[\\/]catalogue[\\/](api|service-groups))|shared[\\/](money|blog-slugs|sign-in-pages))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
