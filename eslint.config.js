// Lint: ESLint's and typescript-eslint's recommended rules; formatting is Prettier's (npm run format).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'dist/',
      '**/build/',
      '**/.ckdocs-cache/',
      '.bench-10x/',
      'bench/tmp/',
      'content/api/',
      // A fixture whose point is a component that does not parse.
      'fixtures/component-syntax-error/src/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `catch {}` is how best-effort work says so: the comment beside it says why.
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Fixture sites hold CommonJS modules as Docusaurus sites write them.
    files: ['fixtures/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Their src/ and theme folders hold the sites' browser code, as ES modules.
    files: ['fixtures/*/src/**/*.js', 'fixtures/*/theme/**/*.js', 'fixtures/*/packages/*/theme/**/*.js'],
    languageOptions: { sourceType: 'module', globals: { ...globals.browser } },
  },
);
