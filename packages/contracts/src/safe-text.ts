/**
 * Text a database can store as it was sent. PostgreSQL refuses U+0000 in `text` and `jsonb`
 * (the driver's error was a 500), and a lone UTF-16 surrogate is not a character at all
 * (it would be stored as U+FFFD, so the value read back is not the value written).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is what is looked for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string holds U+0000 or a lone surrogate. */
export const isUnsafeText = (value: string): boolean => UNSAFE_TEXT.test(value);

/**
 * The path (`items.0.name`) of the first string, or object key, in an input (a parsed body,
 * a query, path parameters, a socket message) that holds unsafe text; undefined when none does.
 * Walks without recursion; JSON depth is bounded before parsing anyway.
 */
export function unsafeTextPath(input: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (isUnsafeText(value)) return path.join('.');
    } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      const entries = Object.entries(value);
      const badKey = entries.find(([key]) => isUnsafeText(key));
      if (badKey) return [...path, badKey[0].replace(new RegExp(UNSAFE_TEXT, 'g'), '?')].join('.');
      // Pushed last to first, so the first field is looked at first.
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
    }
  }
  return undefined;
}
