import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const WEB_SRC = './apps/web/src';
const WEB_FEATURES = readdirSync(new URL('apps/web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (apps/web/src): `app/` composes `features/*`, which build on the shared
 * layers (`api/`, `components/`, `lib/`) and packages/shared. Imports only ever point down that
 * list, and no feature reaches into another: what two features need moves to a shared layer.
 */
const LAYER_ZONES = [
  {
    target: `${WEB_SRC}/features`,
    from: `${WEB_SRC}/app`,
    message: 'Features do not import the composition root (app/).',
  },
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB_SRC}/features/${feature}`,
    from: `${WEB_SRC}/features`,
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move the shared piece to api/, components/ or lib/.',
  })),
  {
    target: [`${WEB_SRC}/api`, `${WEB_SRC}/components`, `${WEB_SRC}/lib`],
    from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
    message: 'Shared layers (api/, components/, lib/) do not import features/ or app/.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message:
      'The web app talks to the server over HTTP only; shared code lives in packages/shared.',
  },
  {
    target: './packages/shared',
    from: './apps',
    message: 'packages/shared is used by the apps and imports neither.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      // Builds in progress (or left by a killed one) beside the served output.
      '**/dist.next-*/**',
      '**/dist.old-*/**',
      '**/dist-ssr.next-*/**',
      '**/dist-ssr.old-*/**',
      '**/node_modules/**',
      'data/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: LAYER_ZONES },
      ],
    },
  },
  // Last: turns off every stylistic rule Prettier owns.
  prettier,
);
