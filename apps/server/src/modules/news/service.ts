import {
  ARTICLE_COVER_PREFIX,
  FILE_URL_PREFIX,
  type AdminArticle,
  type Article,
  type ArticleInput,
  type ArticlePage,
  type ArticleSummary,
  type Locale,
  type NewsCategory,
  type Page,
} from '@app/contracts';
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { need, type AppContext } from '../../context.ts';
import { AppError, errors } from '../../http/errors.ts';
import { t } from './messages.ts';
import type { NewsArticlesTable } from './tables.ts';
import { pageOf } from '../../db/paging.ts';

type Row = Selectable<NewsArticlesTable>;

/** A summary when the operator wrote none: the first paragraph, cut at a word near 200 characters. */
export function summaryOf(body: string): string {
  const first = body.trim().split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ');
  if (first.length <= 200) return first;
  const cut = first.slice(0, 200);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 120 ? space : 200)}…`;
}

/**
 * News articles. Readers see an article once it is published and its publish time has
 * come (ctx.clock), so an article scheduled for later needs no job to appear.
 */
export class NewsService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private live() {
    return this.db
      .selectFrom('news_articles')
      .where('status', '=', 'published')
      .where('publish_at', '<=', new Date(this.ctx.clock.now()));
  }

  private summary(row: Row): ArticleSummary {
    return {
      id: row.id,
      title: row.title,
      summary: row.summary || summaryOf(row.body),
      category: row.category,
      language: row.language,
      ...(row.cover ? { cover: ARTICLE_COVER_PREFIX + row.cover } : {}),
      ...(row.source ? { source: row.source } : {}),
      publishAt: row.publish_at!.getTime(),
    };
  }

  async list(query: { pageNum: number; pageSize: number; category?: NewsCategory | undefined; language: Locale }): Promise<ArticlePage> {
    let base = this.live().where('language', '=', query.language);
    if (query.category) base = base.where('category', '=', query.category);
    return pageOf(base, (q) => q.selectAll().orderBy('publish_at', 'desc').orderBy('id', 'desc'), query, (rows) => rows.map((row) => this.summary(row)));
  }

  async get(id: number): Promise<Article> {
    const row = await this.live().selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw errors.notFound(t.articleNotFound);
    return { ...this.summary(row), body: row.body };
  }

  /** The bytes of a live article's cover (public); anything else is undefined. */
  async cover(name: string): Promise<{ bytes: Buffer; mime: string } | undefined> {
    const row = await this.live().select(['created_by']).where('cover', '=', name).executeTakeFirst();
    if (!row) return undefined;
    // Covers are operator uploads; the files module serves them to operators only, so
    // the article (not the reader) is what grants access here.
    return need(this.ctx, 'files').read(name, { kind: 'operator', operatorId: row.created_by ?? 0 });
  }

  // ---- back office ------------------------------------------------------------------------

  private async operatorName(id: number | null): Promise<string | undefined> {
    if (!id) return undefined;
    return (await this.ctx.services.operators?.get(id))?.username;
  }

  private async adminView(row: Row): Promise<AdminArticle> {
    const updatedBy = await this.operatorName(row.updated_by);
    return {
      id: row.id,
      title: row.title,
      summary: row.summary,
      body: row.body,
      category: row.category,
      language: row.language,
      ...(row.cover ? { cover: FILE_URL_PREFIX + row.cover } : {}),
      ...(row.source ? { source: row.source } : {}),
      status: row.status,
      ...(row.publish_at ? { publishAt: row.publish_at.getTime() } : {}),
      live: row.status === 'published' && row.publish_at !== null && row.publish_at.getTime() <= this.ctx.clock.now(),
      createdAt: row.created_at.getTime(),
      updatedAt: row.updated_at.getTime(),
      ...(updatedBy ? { updatedBy } : {}),
    };
  }

  private async row(id: number): Promise<Row> {
    const row = await this.db.selectFrom('news_articles').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw errors.notFound(t.articleNotFound);
    return row;
  }

  async adminList(query: { pageNum: number; pageSize: number; status: 'draft' | 'published' | 'all'; language?: Locale | undefined }): Promise<Page<AdminArticle>> {
    let base = this.db.selectFrom('news_articles');
    if (query.status !== 'all') base = base.where('status', '=', query.status);
    if (query.language) base = base.where('language', '=', query.language);
    return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => Promise.all(rows.map((row) => this.adminView(row))));
  }

  async adminGet(id: number): Promise<AdminArticle> {
    return this.adminView(await this.row(id));
  }

  /** The upload name behind a cover url, checked to be a stored image. */
  private async coverName(url: string | undefined, operatorId: number): Promise<string | null> {
    if (!url) return null;
    const files = need(this.ctx, 'files');
    const name = files.nameFromUrl(url.startsWith(ARTICLE_COVER_PREFIX) ? url.slice(ARTICLE_COVER_PREFIX.length) : url);
    // Only an operator's upload may become a public cover (never a user's document).
    const owner = name ? await files.ownerOf(name) : undefined;
    if (!name || owner?.kind !== 'operator' || !(await files.read(name, { kind: 'operator', operatorId }))) throw new AppError('COVER_NOT_FOUND', t.coverNotFound, {}, { field: 'cover' });
    return name;
  }

  /** Creates or updates an article; `audited` writes the audit row in the same transaction. */
  async save(input: ArticleInput, operatorId: number, audited?: (trx: Transaction<DB>, id: number, created: boolean) => Promise<void>): Promise<{ article: AdminArticle; created: boolean }> {
    const now = new Date(this.ctx.clock.now());
    const values = {
      title: input.title,
      summary: input.summary ?? '',
      body: input.body,
      category: input.category,
      language: input.language,
      cover: await this.coverName(input.cover, operatorId),
      source: input.source || null,
      updated_by: operatorId,
      updated_at: now,
    };
    const existing = input.id;
    if (existing !== undefined) {
      await this.row(existing);
      await this.db.transaction().execute(async (trx) => {
        await trx.updateTable('news_articles').set(values).where('id', '=', existing).execute();
        await audited?.(trx, existing, false);
      });
      return { article: await this.adminGet(existing), created: false };
    }
    const id = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('news_articles')
        .values({ ...values, status: 'draft', publish_at: null, created_by: operatorId, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audited?.(trx, row.id, true);
      return row.id;
    });
    return { article: await this.adminGet(id), created: true };
  }

  /** Publishes now, or at `publishAt` when that is later than now. */
  async publish(id: number, operatorId: number, publishAt?: number, audited?: (trx: Transaction<DB>, publishAt: number) => Promise<void>): Promise<AdminArticle> {
    await this.row(id);
    const now = this.ctx.clock.now();
    const at = new Date(publishAt !== undefined && publishAt > now ? publishAt : now);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('news_articles').set({ status: 'published', publish_at: at, updated_by: operatorId, updated_at: new Date(now) }).where('id', '=', id).execute();
      await audited?.(trx, at.getTime());
    });
    return this.adminGet(id);
  }

  async unpublish(id: number, operatorId: number, audited?: (trx: Transaction<DB>) => Promise<void>): Promise<AdminArticle> {
    await this.row(id);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('news_articles')
        .set({ status: 'draft', publish_at: null, updated_by: operatorId, updated_at: new Date(this.ctx.clock.now()) })
        .where('id', '=', id)
        .execute();
      await audited?.(trx);
    });
    return this.adminGet(id);
  }

  async remove(id: number, audited?: (trx: Transaction<DB>, article: AdminArticle) => Promise<void>): Promise<AdminArticle> {
    const article = await this.adminGet(id);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('news_articles').where('id', '=', id).execute();
      await audited?.(trx, article);
    });
    return article;
  }
}
