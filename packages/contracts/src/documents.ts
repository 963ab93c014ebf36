import { z } from 'zod';
import { page, pageQuery } from './envelope.ts';
import { dbId } from './ids.ts';
import { LOCALES } from './locale.ts';
import { defineRoute } from './route.ts';

/**
 * Documents a Mexican broker owes its clients on paper (issue 31): the monthly account
 * statement (estado de cuenta) and the trade confirmation of every fill, as PDF files in
 * the client's language (es, en, zh). Statements are made by the month-end job
 * (`documents.month-end`) and on request for any closed month; confirmations on request for a
 * filled order. Each is stored once per owner, kind, period and language with its SHA-256.
 */
const locale = z.enum(LOCALES);

export const DOCUMENT_KINDS = ['statement', 'confirmation'] as const;
export const documentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKind>;

/** A calendar month 'YYYY-MM' (months end at midnight in Mexico City). */
export const documentMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM');

export const documentView = z.object({
  id: z.number().int(),
  kind: documentKind,
  period: z.string().describe("statement: the month 'YYYY-MM'; confirmation: 'order:<orderId>'"),
  locale,
  title: z.string().describe("in the reader's language, e.g. 'Estado de cuenta de noviembre de 2026'"),
  fileName: z.string().describe("e.g. 'estado-de-cuenta-2026-11-es.pdf'"),
  sizeBytes: z.number().int(),
  checksum: z.string().describe('SHA-256 of the PDF, hex'),
  emailedAt: z.number().int().optional().describe('ms, when it was sent by email'),
  createdAt: z.number().int().describe('ms'),
});
export type DocumentView = z.infer<typeof documentView>;

export const documentFile = z.object({
  document: documentView,
  contentType: z.literal('application/pdf'),
  base64: z.string().describe('the PDF file, base64'),
});
export type DocumentFile = z.infer<typeof documentFile>;

export const documentPreferences = z.object({
  locale: locale.describe('the language the month-end job writes statements in'),
  emailStatements: z.boolean().describe('email each monthly statement as it is made'),
  emailConfirmations: z.boolean().describe('email each trade confirmation as it is made'),
});
export type DocumentPreferences = z.infer<typeof documentPreferences>;

export const documentsErrors = {
  DOCUMENT_NOT_FOUND: 404, // no document of the caller with that id (another client's answers the same)
  DOCUMENT_PERIOD_OPEN: 409, // the month has not ended yet (the current month or a future one)
} as const;

export const documentsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/documents/list',
    summary: "The caller's documents, newest first (statements and trade confirmations)",
    tag: 'documents',
    auth: 'user',
    query: pageQuery.extend({ kind: documentKind.optional() }),
    response: page(documentView).extend({ time: z.number().int().describe('the server\'s time now (ms): which months have closed') }),
  }),
  statement: defineRoute({
    method: 'POST',
    path: '/documents/statement',
    summary: "The account statement of a closed month in the caller's language (made once, then the same file)",
    tag: 'documents',
    auth: 'user',
    body: z.object({ month: documentMonth }),
    response: documentView,
  }),
  confirmation: defineRoute({
    method: 'POST',
    path: '/documents/confirmation',
    summary: "The trade confirmation PDF of one of the caller's filled orders, in the caller's language",
    tag: 'documents',
    auth: 'user',
    body: z.object({ orderId: dbId }),
    response: documentView,
  }),
  file: defineRoute({
    method: 'GET',
    path: '/documents/file',
    summary: 'One of the caller\'s documents with its PDF (base64)',
    tag: 'documents',
    auth: 'user',
    query: z.object({ id: dbId }),
    response: documentFile,
  }),
  email: defineRoute({
    method: 'POST',
    path: '/documents/email',
    summary: "Sends one of the caller's documents to the caller's email, the PDF attached",
    tag: 'documents',
    auth: 'user',
    body: z.object({ id: dbId }),
    response: documentView,
  }),
  preferences: defineRoute({
    method: 'GET',
    path: '/documents/preferences',
    summary: "The caller's document language and email choices",
    tag: 'documents',
    auth: 'user',
    response: documentPreferences,
  }),
  setPreferences: defineRoute({
    method: 'POST',
    path: '/documents/preferences',
    summary: "Sets the caller's document language and email choices",
    tag: 'documents',
    auth: 'user',
    body: documentPreferences,
    response: documentPreferences,
  }),
};
