import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '.scratch/**',
      'dist',
      '.prerender',
      '.bench',
      'site-*',
      'out-*',
      'src/generated',
      'node_modules',
      'test-results',
      'catalogue',
      // The built editor (npm run build:editor).
      'build',
    ],
  },
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Blocks never switch on block type: the registry is the only list
      // (docs/architecture.md#block-registry).
      'no-restricted-syntax': [
        'error',
        {
          selector: "SwitchStatement > MemberExpression.discriminant[property.name='type']",
          message: 'Do not switch on block.type: add the block to src/engine/registry.ts.',
        },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: content is rendered as elements (strict CSP).',
        },
      ],
    },
  },
);
