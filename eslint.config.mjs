import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', 'build-ask-test/', '.docusaurus/', 'node_modules/', 'static/openapi.*', '**/*.md', '**/*.mdx']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['static/js/**/*.js', 'src/inline/**/*.js'],
    languageOptions: {sourceType: 'script', globals: {...globals.browser, module: 'writable'}},
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ignores: ['static/js/**', 'src/inline/**'],
    languageOptions: {globals: {...globals.node}},
  },
  {
    // Bundler loaders are loaded with require(), so they are CommonJS.
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
