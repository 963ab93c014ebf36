import type { Locale, LocalizedText, Page, TermsProductView, TermsPublishBody, TermsRule, TermsVersionView } from '@app/contracts';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pageOf } from '../../db/paging.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { t } from './messages.ts';
import { missingPlaceholders, renderAll, renderRule } from './render.ts';
import type { TermsVersionsTable } from './tables.ts';

/** What a product registers: its schema and, when it has several rules, its items. */
export interface TermsDefinition<S extends z.ZodType = z.ZodType> {
  product: string;
  description: string;
  schema: S;
  /** The product's items (e.g. markets); absent = one rule under item ''. */
  items?: readonly string[];
  /** What the document must agree with in its item (e.g. a cycle's days); answers the problem, or undefined. */
  checkItem?: (item: string, terms: z.output<S>) => string | undefined;
}

/** One published version, its document parsed by the product's schema. */
export interface TermsVersion<T = unknown> {
  id: number;
  product: string;
  item: string;
  version: number;
  terms: T;
  text: LocalizedText;
  note?: string;
  effectiveFrom: number;
  createdBy: string;
  createdAt: number;
}

export interface PublishInput<T = unknown> {
  product: string;
  item?: string;
  terms: T;
  text: LocalizedText;
  effectiveFrom?: number;
  note?: string;
}

/** Who publishes: an operator of the back office, or the system (seeds, migrations). */
export type TermsActor = OperatorPrincipal | { system: true };

/**
 * A cached answer of `current` holds until the next version takes effect or CACHE_MS,
 * whichever comes first. A publish clears the product's answers on every process (event
 * `terms.published`); CACHE_MS bounds the staleness should an event be lost.
 */
const CACHE_MS = 5_000;

interface CacheEntry {
  version: TermsVersion | undefined;
  validUntil: number;
}

const cacheKey = (product: string, item: string) => `${product}\u0000${item}`;

const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** A product's typed view of its own terms (what `register` answers). */
export class ProductTerms<S extends z.ZodType> {
  constructor(
    private readonly service: TermsService,
    readonly definition: TermsDefinition<S>,
  ) {}

  current(item = '', db?: Db): Promise<TermsVersion<z.output<S>>> {
    return this.service.current(this.definition.product, item, db) as Promise<TermsVersion<z.output<S>>>;
  }

  async version(id: number, db?: Db): Promise<TermsVersion<z.output<S>> | undefined> {
    const found = await this.service.version(id, db);
    return found && found.product === this.definition.product ? (found as TermsVersion<z.output<S>>) : undefined;
  }

  /** Publishes version 1 of an item when it has none (idempotent; for seeds). */
  seedInitial(item: string, terms: z.input<S>, text: LocalizedText, db?: Db): Promise<TermsVersion<z.output<S>>> {
    return this.service.seedInitial({ product: this.definition.product, item, terms, text }, db) as Promise<TermsVersion<z.output<S>>>;
  }
}

/**
 * Published, versioned product terms. Products register a zod schema; operators publish
 * versions (never edits in place), each effective from a time and audited; `current`
 * answers the version in effect now (cached briefly), `version` any version by id.
 */
export class TermsService {
  private readonly definitions = new Map<string, TermsDefinition>();
  private readonly cache = new Map<string, CacheEntry>();

  constructor(private readonly ctx: AppContext) {
    // Another process published: its version shows here at once, not after CACHE_MS.
    ctx.events.on('terms.published', ({ product }) => this.invalidate(product));
  }

  /** A product declares its terms once, at init. */
  register<S extends z.ZodType>(definition: TermsDefinition<S>): ProductTerms<S> {
    const existing = this.definitions.get(definition.product);
    // The same registration again (a service built twice on one context) answers the same terms.
    if (existing && existing.schema === definition.schema) return new ProductTerms(this, existing as TermsDefinition<S>);
    if (existing) throw new Error(`terms for "${definition.product}" are registered twice`);
    this.definitions.set(definition.product, definition);
    return new ProductTerms(this, definition);
  }

  definition(product: string): TermsDefinition | undefined {
    return this.definitions.get(product);
  }

  /** The version in effect now; throws TERMS_NOT_FOUND when none is. */
  async current(product: string, item = '', db?: Db): Promise<TermsVersion> {
    const found = await this.find(product, item, db);
    if (!found) throw new AppError('TERMS_NOT_FOUND', t.notFound, { product, item });
    return found;
  }

  /** The version in effect now, or undefined. Inside a transaction pass it as `db` (PGlite has one connection). */
  async find(product: string, item = '', db: Db = this.ctx.db): Promise<TermsVersion | undefined> {
    const now = this.ctx.clock.now();
    const key = cacheKey(product, item);
    const cached = this.cache.get(key);
    if (cached && now < cached.validUntil) return cached.version;
    const at = new Date(now);
    const [row, next] = await Promise.all([
      db
        .selectFrom('terms_versions')
        .selectAll()
        .where('product', '=', product)
        .where('item', '=', item)
        .where('effective_from', '<=', at)
        .orderBy('effective_from', 'desc')
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst(),
      db
        .selectFrom('terms_versions')
        .select((eb) => eb.fn.min('effective_from').as('next'))
        .where('product', '=', product)
        .where('item', '=', item)
        .where('effective_from', '>', at)
        .executeTakeFirst(),
    ]);
    const version = row ? this.toVersion(row) : undefined;
    const nextAt = next?.next ? new Date(next.next as Date | string).getTime() : Infinity;
    this.cache.set(key, { version, validUntil: Math.min(now + CACHE_MS, nextAt) });
    return version;
  }

  async version(id: number, db: Db = this.ctx.db): Promise<TermsVersion | undefined> {
    const row = await db.selectFrom('terms_versions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? this.toVersion(row) : undefined;
  }

  /** Drops cached answers (after a publish here, or when told another process published). */
  invalidate(product?: string): void {
    if (!product) return this.cache.clear();
    for (const key of this.cache.keys()) if (key.startsWith(`${product}\u0000`)) this.cache.delete(key);
  }

  /**
   * Publishes a new version: the document validated by the product's schema, the text's
   * placeholders checked against it, effective from now or a later time; the version and
   * its audit row are written together.
   */
  async publish(input: PublishInput, actor: TermsActor, ip?: string): Promise<TermsVersion> {
    const item = input.item ?? '';
    const parsed = this.validate(input.product, item, input.terms, input.text);
    const now = this.ctx.clock.now();
    const effectiveFrom = input.effectiveFrom ?? now;
    // A second of slack for a form sent "now" from a browser whose clock is a little behind.
    if (!('system' in actor) && effectiveFrom < now - 1_000) throw new AppError('TERMS_EFFECTIVE_PAST', t.effectivePast, {}, { field: 'effectiveFrom' });
    const createdBy = 'system' in actor ? 'system' : await this.operatorName(actor.operatorId);
    for (let attempt = 0; ; attempt++) {
      try {
        const row = await this.ctx.db.transaction().execute(async (trx) => {
          const last = await trx
            .selectFrom('terms_versions')
            .select((eb) => eb.fn.max('version').as('last'))
            .where('product', '=', input.product)
            .where('item', '=', item)
            .executeTakeFirst();
          const inserted = await trx
            .insertInto('terms_versions')
            .values({
              product: input.product,
              item,
              version: Number(last?.last ?? 0) + 1,
              terms: JSON.stringify(parsed),
              rule_text: JSON.stringify(input.text),
              note: input.note ?? null,
              effective_from: new Date('system' in actor ? effectiveFrom : Math.max(effectiveFrom, now)),
              created_by: 'system' in actor ? null : actor.operatorId,
              created_by_username: createdBy,
              created_at: new Date(now),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          if (!('system' in actor)) {
            await need(this.ctx, 'audit').record(
              actor,
              'terms.publish',
              { type: 'terms_version', id: inserted.id },
              { product: input.product, item, version: inserted.version, effectiveFrom: inserted.effective_from.getTime(), note: input.note ?? null },
              ip,
              trx,
            );
          }
          return inserted;
        });
        this.invalidate(input.product);
        await this.ctx.events.publish('terms.published', { product: input.product, item, versionId: row.id });
        return this.toVersion(row);
      } catch (error) {
        // Two publishes of one item at once: the later takes the next number.
        if (attempt < 3 && isUniqueViolation(error, 'terms_versions_product_item_version_key')) continue;
        throw error;
      }
    }
  }

  /** Publishes version 1 of an item when it has none (idempotent; for seeds and new products). */
  async seedInitial(input: PublishInput & { item: string }, db: Db = this.ctx.db): Promise<TermsVersion> {
    const existing = await db
      .selectFrom('terms_versions')
      .selectAll()
      .where('product', '=', input.product)
      .where('item', '=', input.item)
      .orderBy('version')
      .limit(1)
      .executeTakeFirst();
    if (existing) return this.toVersion(existing);
    try {
      return await this.publish({ ...input, effectiveFrom: input.effectiveFrom ?? 0 }, { system: true });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const row = await db.selectFrom('terms_versions').selectAll().where('product', '=', input.product).where('item', '=', input.item).where('version', '=', 1).executeTakeFirstOrThrow();
      return this.toVersion(row);
    }
  }

  /** The rule as a user reads it. */
  rule(version: TermsVersion, locale: Locale): TermsRule {
    return {
      versionId: version.id,
      product: version.product,
      item: version.item,
      version: version.version,
      effectiveFrom: version.effectiveFrom,
      text: renderRule(version.text[locale], version.terms, locale),
      terms: version.terms as Record<string, unknown>,
    };
  }

  async products(): Promise<TermsProductView[]> {
    const now = new Date(this.ctx.clock.now());
    const result: TermsProductView[] = [];
    for (const definition of this.definitions.values()) {
      const items: TermsProductView['items'] = [];
      const pendingRows = await this.ctx.db
        .selectFrom('terms_versions')
        .select(['item', (eb) => eb.fn.countAll<number>().as('n')])
        .where('product', '=', definition.product)
        .where('effective_from', '>', now)
        .groupBy('item')
        .execute();
      const pending = new Map(pendingRows.map((r) => [r.item, Number(r.n)]));
      for (const item of definition.items ?? ['']) {
        this.invalidate(definition.product);
        const current = await this.find(definition.product, item);
        items.push({ item, ...(current ? { current: this.view(current, current.id) } : {}), pending: pending.get(item) ?? 0 });
      }
      result.push({ product: definition.product, description: definition.description, items, schema: jsonSchemaOf(definition.schema) });
    }
    return result;
  }

  async versions(query: { product: string; item?: string | undefined; pageNum: number; pageSize: number }): Promise<Page<TermsVersionView>> {
    let base = this.ctx.db.selectFrom('terms_versions').where('product', '=', query.product);
    if (query.item !== undefined) base = base.where('item', '=', query.item);
    const currentIds = new Set<number>();
    const definition = this.definitions.get(query.product);
    for (const item of query.item !== undefined ? [query.item] : (definition?.items ?? [''])) {
      const current = await this.find(query.product, item);
      if (current) currentIds.add(current.id);
    }
    return pageOf(base, (q) => q.selectAll().orderBy('item').orderBy('version', 'desc'), query, (rows) =>
      rows.map((row) => {
        const version = this.toVersion(row);
        return this.view(version, currentIds.has(version.id) ? version.id : -1);
      }),
    );
  }

  view(version: TermsVersion, currentId: number): TermsVersionView {
    return {
      id: version.id,
      product: version.product,
      item: version.item,
      version: version.version,
      terms: version.terms as Record<string, unknown>,
      text: version.text,
      rendered: renderAll(version.text, version.terms),
      ...(version.note ? { note: version.note } : {}),
      effectiveFrom: version.effectiveFrom,
      createdBy: version.createdBy,
      createdAt: version.createdAt,
      current: version.id === currentId,
    };
  }

  /** Checks a document and its text against the product's registration; answers the parsed document. */
  private validate(product: string, item: string, terms: unknown, text: LocalizedText): unknown {
    const definition = this.definitions.get(product);
    if (!definition) throw new AppError('TERMS_PRODUCT_UNKNOWN', t.productUnknown, { product }, { field: 'product' });
    if (definition.items ? !definition.items.includes(item) : item !== '') {
      throw new AppError('TERMS_ITEM_UNKNOWN', t.itemUnknown, { product, item }, { field: 'item' });
    }
    const result = definition.schema.safeParse(terms);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const path = issue.path.map(String).join('.');
      throw new AppError('TERMS_INVALID', t.invalid, { field: path || 'terms', reason: issue.message }, { field: path ? `terms.${path}` : 'terms' });
    }
    const disagreement = definition.checkItem?.(item, result.data);
    if (disagreement) throw new AppError('TERMS_INVALID', t.invalid, { field: 'terms', reason: disagreement }, { field: 'terms' });
    const missing = missingPlaceholders(text, result.data);
    for (const [locale, field] of Object.entries(missing)) {
      throw new AppError('TERMS_TEXT_PLACEHOLDER', t.placeholder, { locale, field }, { field: `text.${locale}` });
    }
    return result.data;
  }

  private async operatorName(operatorId: number): Promise<string> {
    const operator = await need(this.ctx, 'operators').get(operatorId);
    return operator?.username ?? `#${operatorId}`;
  }

  private toVersion(row: Selectable<TermsVersionsTable>): TermsVersion {
    const definition = this.definitions.get(row.product);
    const raw = json<unknown>(row.terms);
    // Stored documents were validated when published; parsing again gives the product its typed values.
    const parsed = definition ? definition.schema.safeParse(raw) : undefined;
    return {
      id: row.id,
      product: row.product,
      item: row.item,
      version: row.version,
      terms: parsed?.success ? parsed.data : raw,
      text: json<LocalizedText>(row.rule_text),
      ...(row.note ? { note: row.note } : {}),
      effectiveFrom: row.effective_from.getTime(),
      createdBy: row.created_by_username,
      createdAt: row.created_at.getTime(),
    };
  }
}

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export type { TermsPublishBody };
