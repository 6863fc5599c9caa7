// ESLint for every workspace: `npm run lint`. Layout is Prettier's job (eslint-config-prettier, last,
// turns off every rule that would argue with it); these rules look for mistakes.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/dist-check/',
    '**/__generated__/',
    '**/coverage/',
    'data/',
    'e2e/artifacts/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Node everywhere but in the browser app.
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // House rule: an `any` is allowed only with a disable comment saying why.
      '@typescript-eslint/no-explicit-any': 'error',
      // A leading underscore marks a name kept on purpose (a handler's unused parameter, a property
      // destructured out of an object), as TypeScript's noUnusedParameters already reads it.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/sw/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['web/src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    // The build leaves these out of the app (web/tools/relayTrim.ts, web/src/relay/reactRelay.ts).
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'relay-runtime',
              importNames: ['observeFragment', 'observeQuery', 'waitForFragmentData'],
              message: 'Left out of the build (web/tools/relayTrim.ts).',
            },
            {
              name: 'react-relay',
              importNames: [
                'EntryPointContainer',
                'loadEntryPoint',
                'useEntryPointLoader',
                'useMutationAction_EXPERIMENTAL',
                'useRefetchableFragment',
                'useSubscribeToInvalidationState',
                'useClientQuery',
                'usePrefetchableForwardPaginationFragment',
                'ProfilerContext',
              ],
              message: "Not in the app's share of react-relay: add it to web/src/relay/reactRelay.ts first.",
            },
          ],
        },
      ],
    },
  },

  prettier,
]);
