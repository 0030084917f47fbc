import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'coverage/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'src/common and src/web must not import server code' }] }],
    },
  },
  {
    files: ['src/server/**', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/config.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration from config.ts' }] },
  },
);
