// Spectral's ajv plugins (ajv-errors, ajv-draft-04) need ajv 8, but npm hoists them to the root
// node_modules, where ESLint's ajv 6 lives (the repo installs with legacy-peer-deps, so their
// peer does not nest them). This preload resolves their `ajv` imports from the Spectral package
// that uses each one, which has its own ajv 8 (npm run openapi:check):
//   node --import ./apps/server/openapi/spectral-ajv.mjs node_modules/@stoplight/spectral-cli/dist/index.js lint ...
import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const from = (pkg) => createRequire(require.resolve(pkg));
const USERS = [
  ['/node_modules/ajv-errors/', from('@stoplight/spectral-core')],
  ['/node_modules/ajv-draft-04/', from('@stoplight/spectral-functions')],
];

registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'ajv' || specifier.startsWith('ajv/')) {
      const user = USERS.find(([dir]) => context.parentURL?.includes(dir));
      if (user) return { url: pathToFileURL(user[1].resolve(specifier)).href, format: 'commonjs', shortCircuit: true };
    }
    return next(specifier, context);
  },
});
