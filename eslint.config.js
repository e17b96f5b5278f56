// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['node_modules', 'data', 'dist', 'coverage', 'templates/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // DESIGN.md §2: the engine is pure. The full import table is enforced by tests/unit/import-boundaries.test.ts;
    // this rule gives the same answer earlier, in the editor.
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'child_process'],
              message: 'engine/ runs in the browser too: no Node-only modules.',
            },
            {
              group: ['react', 'react-*', 'express', 'express-*'],
              message: 'engine/ is pure TypeScript: no React or Express.',
            },
            {
              group: ['**/editor/**', '**/server/**', '**/renderer/**'],
              message: 'engine/ may import only templates/generated.',
            },
          ],
        },
      ],
    },
  },
)
