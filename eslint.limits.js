// The size limits of eslint.config.js, shared with eslint.max-lines-check.js (which checks that
// the allow-list only shrinks).
export const MAX_LINES = ['error', { max: 500, skipBlankLines: true, skipComments: true }];
export const MAX_FUNCTION_LINES = ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }];
/** Sources the limits apply to. */
export const SOURCES = ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'];
/** Tests and browser flows are long lists of cases (describe blocks): no function limit there. */
export const FUNCTION_LIMIT_EXEMPT = ['**/*.test.ts', '**/*.test.tsx', 'e2e/flows/**'];
