import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
