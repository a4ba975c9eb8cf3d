import path from 'node:path';
import type { Plugin } from 'vite';

const ownVersion = path.resolve(import.meta.dirname, '../src/web/components/ui/lucide-icon.ts');

/**
 * lucide-react's icons are its icon data plus a call to its `createLucideIcon`; this points that call
 * at the app's own (src/web/components/ui/lucide-icon.ts), which draws the same markup with a fraction
 * of the code (decision 026). Used by the browser build and the server-rendering build alike, so a
 * page hydrates over what the server drew with the same code.
 */
export function ownLucideIcons(): Plugin {
  return {
    name: 'own-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]node_modules[\\/]lucide-react[\\/]/.test(importer)) return null;
      return /(^|\/)createLucideIcon\.mjs$/.test(source) ? ownVersion : null;
    },
  };
}
