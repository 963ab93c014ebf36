/**
 * What `zod` resolves to in the web bundle (see vite.config.ts).
 *
 * The web app uses `@app/contracts` for route paths and types only: the server validates
 * every call. Bundling zod and every schema of the contracts would add about 26 KB of
 * compressed JavaScript to the first page, so in the browser each schema is this inert
 * stand-in: building one (z.object(...).extend(...).describe(...)) works and does nothing,
 * and validating with one throws, so a screen that tries finds out at once.
 * Typechecking and tests still use the real zod.
 */
const VALIDATORS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);

function refuse(): never {
  throw new Error('zod schemas are not bundled in the web app: validate on the server (see src/lib/zod-inert.ts)');
}

const handler: ProxyHandler<() => void> = {
  get: (_target, key) => {
    if (key === 'then' || typeof key === 'symbol') return undefined;
    return VALIDATORS.has(key) ? refuse : inert;
  },
  apply: () => inert,
};

const inert: unknown = new Proxy(function inertSchema() {}, handler);

export const z = inert;
export default inert;
