import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

const NO_SERVER = {
  group: ['@leadline/server', '@leadline/server/*', '**/server/src/**'],
  message: 'Import the contract from @leadline/domain.',
};

/**
 * The web package's layers (packages/web/ARCHITECTURE.md): lib/ and components/ import no feature,
 * and the public site and the admin area import nothing from each other. Each block repeats
 * NO_SERVER, since a later block's rule replaces an earlier one's for the same files.
 */
function webLayers() {
  const layer = (files, regex, message) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_SERVER, { regex, message }] }],
    },
  });
  return [
    layer(
      ['packages/web/src/lib/**/*.{ts,tsx}', 'packages/web/src/components/**/*.{ts,tsx}'],
      '(^|/)features/',
      'lib/ and components/ are shared by every feature: they import none.',
    ),
    layer(
      ['packages/web/src/features/site/**/*.{ts,tsx}'],
      '^(\\.\\./)+(features/)?admin/',
      'The public site imports nothing from the admin area.',
    ),
    layer(
      ['packages/web/src/features/admin/**/*.{ts,tsx}'],
      '^(\\.\\./)+(features/)?site/',
      'The admin area imports nothing from the public site.',
    ),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/coverage/**',
      'packages/web/build/**',
      'packages/web/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Routers come from createRouter (packages/server/src/routing.ts), which makes matching exact.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/routing.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@koa/router',
              message: 'Build routers with createRouter from src/routing.ts (exact matching).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // No SQL in routers: a route reads its validated input and calls its feature's queries module.
    files: ['packages/server/src/**/*router.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression[callee.name=/^(knex|trx)$/]',
          'MemberExpression[object.name=/^(knex|trx)$/]',
          'MemberExpression[object.property.name=/^(knex|trx)$/]',
        ].map((selector) => ({
          selector,
          message: "No SQL in routers: put the query in the feature's queries module.",
        })),
      ],
    },
  },
  {
    // The web app and the tracker share the server's contract through @leadline/domain only; the
    // tracker takes its small modules, so that tracker.js bundles only what it uses.
    files: ['packages/web/**/*.{ts,tsx}', 'packages/tracker/**/*.ts', 'packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_SERVER],
        },
      ],
    },
  },
  ...webLayers(),
  {
    files: ['packages/tracker/src/**/*.ts'],
    ignores: ['packages/tracker/src/**/*.test.ts', 'packages/tracker/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@leadline/domain',
              message:
                'Import @leadline/domain/vocabulary or /wire: tracker.js ships what it imports.',
            },
          ],
          patterns: [
            {
              group: ['@leadline/server', '@leadline/server/*'],
              message: 'The tracker does not import the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/cli/**/*.ts', '**/scripts/**', '**/src/test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/src/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
