import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'drizzle/**',
      'node_modules',
      'coverage',
      'test-results',
      'tests/e2e/.artifacts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', '../server/*', '../web/*'], message: 'src/shared runs on both sides.' },
          ],
        },
      ],
    },
  },
  {
    // The layering of docs/ARCHITECTURE.md, kept by lint: shared -> domain -> features -> routes,
    // never sideways between features; design-system components know no feature; no import cycles.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('src/server/features', 'Server features share rules through src/server/domain.'),
            ...featureZones(
              'src/web/features',
              'Web features share code through src/web/lib or src/shared; only the app-wide hooks listed in eslint.config.js are shared between features.',
              // App-wide data every area reads: who is signed in, how to reach support, the profile,
              // and the article list that several pages tease; and how a booking reads (its status
              // badge, device, dates and facts), the same for its customer and the admin desk.
              [
                './auth/use-session.ts',
                './site',
                './account/api.ts',
                './blog/article-meta.ts',
                './bookings/booking-format.ts',
                './bookings/components/status-badge.tsx',
                './bookings/components/device-name.tsx',
                './bookings/components/fact-list.tsx',
                './bookings/components/booking-summary.tsx',
              ],
            ),
            {
              target: './src/server/domain',
              from: './src/server/features',
              message: 'The domain layer sits below the features.',
            },
            {
              target: './src/server/notifications',
              from: './src/server/features',
              message: 'Notifications sit below the features.',
            },
            {
              target: './src/web/components',
              from: ['./src/web/features', './src/web/routes', './src/web/app'],
              message: 'components/ holds design-system primitives only; the app shell lives in src/web/app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Toasts go through src/web/lib/toast.ts (decision 016): each has an id, and a route change clears it.
    // Texts go through the web's own translator (decision 026).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/toast.ts', 'src/web/lib/toast.test.ts', 'src/web/app/toast-region.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              importNames: ['toast'],
              message: 'Import toast from src/web/lib/toast.ts (decision 016).',
            },
            {
              name: 'i18next',
              allowTypeImports: true,
              message:
                'Texts come from src/web/i18n.ts and lib/use-translation.ts; i18next gives types only (decision 026).',
            },
            {
              name: 'react-i18next',
              message: 'useTranslation comes from src/web/lib/use-translation.ts (decision 026).',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
);

/** One zone per feature folder: it may import itself (and the shared modules given), never a sibling. */
function featureZones(dir, message, shared = []) {
  const names = fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return names.map((name) => ({
    target: `./${dir}/${name}`,
    from: `./${dir}`,
    except: [...new Set([`./${name}`, ...shared])],
    message,
  }));
}
