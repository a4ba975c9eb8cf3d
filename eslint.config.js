import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { unitSizeExempt, unitSizeFiles, unitSizeRules } from './eslint-unit-sizes.js';

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
    // The layering of docs/ARCHITECTURE.md, kept by lint: shared -> domain -> features -> routes on
    // the server; shared, lib and components -> entities -> features -> routes and app on the web;
    // never sideways between features; the web never imports the server; no import cycles.
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
              'Web features share code through src/web/entities, src/web/lib or src/shared, never with each other (decision 042).',
            ),
            ...featureZones(
              'src/web/entities',
              'An entity knows no other entity; what two share lives in src/web/lib or src/shared (decision 042).',
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
            // One way down the web (decision 042): app and routes -> features -> entities -> lib,
            // components and src/shared. What two features need moves down a layer, never sideways.
            {
              target: ['./src/web/lib', './src/web/entities'],
              from: ['./src/web/features', './src/web/routes', './src/web/app'],
              message:
                'lib/ and entities/ sit below the features, pages and app shell: move what they need down to them (decision 042).',
            },
            {
              target: ['./src/web/lib', './src/web/components'],
              from: './src/web/entities',
              message: 'lib/ and components/ know no entity: entities/ builds on them (decision 042).',
            },
            {
              target: './src/web',
              from: './src/server',
              message:
                'The web app reaches the server over HTTP only; what both sides need lives in src/shared.',
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
  {
    // Links name a page by its key (`href('device', { slug })` from src/shared/paths.ts), so a page
    // that moves or goes is a type error wherever it is linked, never a silent 404.
    files: ['src/web/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal', 'JSXExpressionContainer > Literal'].map((value) => ({
          selector: `JSXAttribute[name.name=/^(to|href)$/] > ${value}[value=/^\\/(?!api\\/)/]`,
          message: "Name the page with href('page') from @shared/paths, not a literal path.",
        })),
        {
          selector:
            'JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/(?!api\\/)/]',
          message: "Name the page with href('page', params) from @shared/paths, not a path built by hand.",
        },
      ],
    },
  },
  {
    // An admin's write and its audit row go together through withAdminAudit (decision 037), the
    // only code that writes admin_actions.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/domain/admin-audit.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='insert'] > Identifier[name='adminActions']",
          message:
            'Run the admin write through withAdminAudit (src/server/domain/admin-audit.ts, decision 037).',
        },
      ],
    },
  },
  { files: unitSizeFiles, ignores: unitSizeExempt, rules: unitSizeRules },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
);

/** One zone per folder of `dir` (a feature, an entity): it may import itself, never a sibling. */
function featureZones(dir, message) {
  const names = fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return names.map((name) => ({
    target: `./${dir}/${name}`,
    from: `./${dir}`,
    except: [`./${name}`],
    message,
  }));
}
