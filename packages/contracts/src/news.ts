import { z } from 'zod';
import { dbId } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { LOCALES } from './locale.ts';
import { defineRoute } from './route.ts';

/**
 * News articles: written and published by operators in the back office, read by
 * everybody (guests too) in the reader's language. Bodies are plain text; paragraphs
 * are separated by a blank line (no HTML is ever rendered).
 */
export const NEWS_CATEGORIES = ['markets', 'economy', 'companies', 'global'] as const;
/** Error codes of the news calls and their HTTP status (merged into ERRORS, errors.ts). */
export const newsErrors = {
  COVER_NOT_FOUND: 400, // the cover is not an operator upload (field cover)
} as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const ARTICLE_TITLE_MAX = 160;
export const ARTICLE_SUMMARY_MAX = 400;
export const ARTICLE_BODY_MAX = 20_000;

/** Public url of a published article's cover image: `${ARTICLE_COVER_PREFIX}<name>` (no token needed). */
export const ARTICLE_COVER_PREFIX = '/web/article/cover/';

export const articleSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  language: z.enum(LOCALES),
  /** A public image url (ARTICLE_COVER_PREFIX...), when the article has a cover. */
  cover: z.string().optional(),
  /** Who wrote it, e.g. "Redacción Bolsa MX". */
  source: z.string().optional(),
  publishAt: z.number().int().describe('ms since epoch'),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const article = articleSummary.extend({ body: z.string() });
export type Article = z.infer<typeof article>;

export const articlePage = page(articleSummary);
export type ArticlePage = z.infer<typeof articlePage>;

export const newsApi = {
  pageList: defineRoute({
    method: 'POST',
    path: '/article/pageList',
    summary: 'Published articles, newest first, in the reader language (lang header) unless `language` is given; optional category',
    tag: 'news',
    auth: 'public',
    body: pageQuery.extend({
      category: z.enum(NEWS_CATEGORIES).optional(),
      language: z.enum(LOCALES).optional(),
    }),
    response: articlePage,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/article/{id}',
    summary: 'One published article (a draft or a scheduled one answers 404)',
    tag: 'news',
    auth: 'public',
    response: article,
  }),
};

// ---- back office ---------------------------------------------------------------------------

export const ARTICLE_STATUS = ['draft', 'published'] as const;

export const adminArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  language: z.enum(LOCALES),
  /** The upload url (/web/file/<name>, read with the operator token). */
  cover: z.string().optional(),
  source: z.string().optional(),
  status: z.enum(ARTICLE_STATUS),
  /** When it becomes visible (a future time schedules it). */
  publishAt: z.number().int().optional(),
  /** Published and publishAt reached. */
  live: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  updatedBy: z.string().optional().describe('operator username'),
});
export type AdminArticle = z.infer<typeof adminArticle>;

const idBody = z.object({ id: dbId });

export const articleInput = z.object({
  id: dbId.optional(),
  title: z.string().trim().min(1).max(ARTICLE_TITLE_MAX),
  summary: z.string().trim().max(ARTICLE_SUMMARY_MAX).optional(),
  body: z.string().trim().min(1).max(ARTICLE_BODY_MAX),
  category: z.enum(NEWS_CATEGORIES),
  language: z.enum(LOCALES),
  /** An url answered by /web/admin/file/upload; empty removes the cover. */
  cover: z.string().max(200).optional(),
  source: z.string().trim().max(80).optional(),
});
export type ArticleInput = z.infer<typeof articleInput>;

export const adminNewsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/article/list',
    summary: 'Every article (drafts, scheduled, live), newest first',
    tag: 'admin',
    auth: 'operator',
    roles: ['admin'],
    query: pageQuery.extend({ status: z.enum([...ARTICLE_STATUS, 'all']).default('all'), language: z.enum(LOCALES).optional() }),
    response: page(adminArticle),
  }),
  detail: defineRoute({ method: 'GET', path: '/admin/article/{id}', summary: 'One article', tag: 'admin', auth: 'operator', roles: ['admin'], response: adminArticle }),
  save: defineRoute({
    method: 'POST',
    path: '/admin/article/save',
    summary: 'Creates (no id) or updates an article; a new one is a draft; audited',
    tag: 'admin',
    auth: 'operator',
    roles: ['admin'],
    body: articleInput,
    response: adminArticle,
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/admin/article/publish',
    summary: 'Publishes now, or at publishAt (ms) when given and in the future; audited',
    tag: 'admin',
    auth: 'operator',
    roles: ['admin'],
    body: idBody.extend({ publishAt: z.coerce.number().int().positive().optional() }),
    response: adminArticle,
  }),
  unpublish: defineRoute({ method: 'POST', path: '/admin/article/unpublish', summary: 'Back to draft; audited', tag: 'admin', auth: 'operator', roles: ['admin'], body: idBody, response: adminArticle }),
  remove: defineRoute({
    method: 'POST',
    path: '/admin/article/delete',
    summary: 'Deletes an article; audited',
    tag: 'admin',
    auth: 'operator',
    roles: ['admin'],
    body: idBody,
    response: z.object({ ok: z.literal(true) }),
  }),
};

// ---- webview -------------------------------------------------------------------------------

/**
 * Hosts /pages/webview/index may show (and their subdomains), besides the app's own
 * origin. Anything else is refused with a message.
 */
export const WEBVIEW_ALLOWED_HOSTS = ['banxico.org.mx', 'bmv.com.mx', 'sec.gov', 'hkex.com.hk', 'hkexnews.hk', 'gob.mx'] as const;

