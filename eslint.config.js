import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/drizzle/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The contract is shared by server and browser: it must not import either side.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fastify*', 'react*', 'drizzle-orm*', '@kg/server*', '@kg/web*'] }],
    },
  },
  {
    // Features do not import each other; shared code flows one way into them. features/post is the website posts'
    // shared machinery (docs/product/website.md): notice, edu and event build on it; features/guide is the help every
    // page offers (its 도움말 link, tours and the setup checklist, docs/product/guide.md); features/backup's status line
    // is shown on 원 정보 (docs/product/backup.md#status); features/password-help is the forgotten-password request both
    // login pages send and 교사 관리 / 학부모 관리 answer (docs/product/auth.md); features/holiday's calendar is kept on
    // 원 정보 and read by menus, attendance and events (docs/product/holiday.md).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*/**', '@/features/*', '!@/features/post', '!@/features/guide', '!@/features/backup', '!@/features/password-help', '!@/features/holiday'], message: 'features must not import each other' }] },
      ],
    },
  },
  {
    // Every call goes through the contract's endpoint definitions (docs/decisions/005): no hand-written API path.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: 'Call the API through call()/upload()/fetchFile() with a contract endpoint.' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'Call the API through call()/upload()/fetchFile() with a contract endpoint.' },
      ],
    },
  },
  {
    // Services and repositories know nothing of HTTP (docs/decisions/005): they take a ServiceContext.
    files: ['apps/server/src/**/*.service.ts', 'apps/server/src/**/*.repository.ts', 'apps/server/src/lib/context.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['fastify', 'fastify/*', 'fastify-*', '@fastify/*'], message: 'services and repositories do not import fastify' }] }],
    },
  },
  {
    // Routes call services; only services reach repositories.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/*.repository'], message: 'routes do not import repositories; call a service' }] }],
    },
  },
);
