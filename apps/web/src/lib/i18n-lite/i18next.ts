/**
 * The part of i18next the web app uses, for the browser bundle (vite.config.ts aliases
 * `i18next` to this file; tests and types use the real package). i18next's full engine
 * (backends, formatters, context, nesting, post-processors) was 13 KB of the first page's
 * JavaScript; the app needs keys with dots, `{{var}}` interpolation (unescaped, unknown
 * variables left as they are), plurals by `count` (`key_one`/`key_other`, Intl.PluralRules),
 * `defaultValue`, a fallback language, `exists`, `changeLanguage`, `addResourceBundle`
 * and the `languageChanged`/`added` events.
 */
type Tree = { [key: string]: unknown };
type Options = Record<string, unknown> & { count?: number; defaultValue?: string; lng?: string };
type Listener = (...args: unknown[]) => void;

interface InitOptions {
  lng?: string;
  fallbackLng?: string | false;
  resources?: Record<string, Record<string, Tree>>;
}

function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function merge(target: Tree, source: Tree, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (!current || typeof current !== 'object') target[key] = {};
      merge(target[key] as Tree, value as Tree, overwrite);
    } else if (overwrite || current === undefined) target[key] = value;
  }
}

const VARIABLE = /\{\{\s*([^}\s]+)\s*\}\}/g;

class I18nLite {
  language = '';
  private fallback: string | false = false;
  private store: Record<string, Tree> = {};
  private listeners = new Map<string, Set<Listener>>();
  private plurals = new Map<string, Intl.PluralRules>();
  isInitialized = false;

  use(_plugin: unknown): this {
    return this;
  }

  init(options: InitOptions): Promise<(key: string, options?: Options) => string> {
    this.language = options.lng ?? 'en';
    this.fallback = options.fallbackLng ?? false;
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
      this.store[lng] = {};
      merge(this.store[lng], namespaces.translation ?? {}, true);
    }
    this.isInitialized = true;
    this.emit('initialized', options);
    return Promise.resolve(this.t);
  }

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  changeLanguage(lng: string): Promise<(key: string, options?: Options) => string> {
    if (lng !== this.language) {
      this.language = lng;
      this.emit('languageChanged', lng);
    }
    return Promise.resolve(this.t);
  }

  addResourceBundle(lng: string, _ns: string, resources: Tree, _deep = true, overwrite = false): this {
    merge((this.store[lng] ??= {}), resources, overwrite);
    this.emit('added', lng, _ns);
    return this;
  }

  private languages(lng?: string): string[] {
    const first = lng ?? this.language;
    return this.fallback && this.fallback !== first ? [first, this.fallback] : [first];
  }

  private resolve(key: string, options: Options | undefined): { value: string; lng: string } | undefined {
    for (const lng of this.languages(options?.lng)) {
      const tree = this.store[lng];
      if (typeof options?.count === 'number') {
        let rules = this.plurals.get(lng);
        if (!rules) this.plurals.set(lng, (rules = new Intl.PluralRules(lng)));
        const plural = lookup(tree, `${key}_${rules.select(options.count)}`);
        if (typeof plural === 'string') return { value: plural, lng };
      }
      const value = lookup(tree, key);
      if (typeof value === 'string') return { value, lng };
    }
    return undefined;
  }

  exists = (key: string, options?: Options): boolean => this.resolve(key, options) !== undefined;

  t = (key: string | string[], options?: Options | string): string => {
    const opts: Options | undefined = typeof options === 'string' ? { defaultValue: options } : options;
    const keys = Array.isArray(key) ? key : [key];
    let text: string | undefined;
    for (const k of keys) {
      text = this.resolve(k, opts)?.value;
      if (text !== undefined) break;
    }
    text ??= opts?.defaultValue ?? keys[keys.length - 1]!;
    if (!opts || !text.includes('{{')) return text;
    return text.replace(VARIABLE, (match, name: string) => {
      const value = lookup(opts as Tree, name);
      return value === undefined || value === null ? match : String(value);
    });
  };
}

const i18n = new I18nLite();
export type { I18nLite };
export default i18n;
