import type { DocumentKind, DocumentPreferences, DocumentView, Locale, Page } from '@app/contracts';
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pageOf } from '../../db/paging.ts';
import { AppError } from '../../http/errors.ts';
import { render } from '../../i18n/text.ts';
import { usersWithPostings } from '../../ledger/activity.ts';
import { confirmationPdf } from './confirmation-pdf.ts';
import { docTitle, fileStem, mailText, t } from './messages.ts';
import { accountNumberOf, monthBounds, monthOf, previousMonth, statementData } from './statement-data.ts';
import { monthName, statementPdf } from './statement-pdf.ts';
import type { DocumentsTable } from './tables.ts';

type DocumentRow = Selectable<DocumentsTable>;
const VIEW_COLUMNS = ['id', 'user_id', 'kind', 'period', 'locale', 'checksum', 'size_bytes', 'emailed_at', 'created_at'] as const;
type ViewRow = Pick<DocumentRow, (typeof VIEW_COLUMNS)[number]>;

export function documentTitle(row: Pick<DocumentRow, 'kind' | 'period'>, locale: Locale): string {
  if (row.kind === 'statement') return render(docTitle.statement, locale, { month: monthName(row.period, locale) });
  return render(docTitle.confirmation, locale, { orderId: row.period.replace(/^order:/, '') });
}

export function viewOf(row: ViewRow): DocumentView {
  const stem = fileStem[row.kind][row.locale];
  const period = row.period.replace(/^order:/, '');
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    locale: row.locale,
    title: documentTitle(row, row.locale),
    fileName: `${stem}-${period}-${row.locale}.pdf`,
    sizeBytes: row.size_bytes,
    checksum: row.checksum,
    ...(row.emailed_at ? { emailedAt: row.emailed_at.getTime() } : {}),
    createdAt: row.created_at.getTime(),
  };
}

/**
 * The clients' documents (issue 31): made once per owner, kind, period and language, kept
 * with their SHA-256, listed, downloaded and emailed with the PDF attached.
 */
export class DocumentsService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  async preferences(userId: number, fallback: Locale): Promise<DocumentPreferences> {
    const row = await this.db.selectFrom('documents_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return { locale: row?.locale ?? fallback, emailStatements: row?.email_statements ?? false, emailConfirmations: row?.email_confirmations ?? false };
  }

  async setPreferences(userId: number, prefs: DocumentPreferences): Promise<DocumentPreferences> {
    const values = { locale: prefs.locale, email_statements: prefs.emailStatements, email_confirmations: prefs.emailConfirmations, updated_at: new Date(this.ctx.clock.now()) };
    await this.db
      .insertInto('documents_preferences')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return prefs;
  }

  async list(userId: number, query: { pageNum: number; pageSize: number; kind?: DocumentKind | undefined }): Promise<Page<DocumentView> & { time: number }> {
    let base = this.db.selectFrom('documents').where('user_id', '=', userId);
    if (query.kind) base = base.where('kind', '=', query.kind);
    const page = await pageOf(base, (q) => q.select(VIEW_COLUMNS).orderBy('id', 'desc'), query, (rows) => rows.map(viewOf));
    return { ...page, time: this.ctx.clock.now() };
  }

  /** One of the user's documents with its bytes; another client's id answers as one that does not exist. */
  async file(userId: number, id: number): Promise<{ document: DocumentView; pdf: Buffer }> {
    const row = await this.db.selectFrom('documents').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new AppError('DOCUMENT_NOT_FOUND', t.notFound, { id }, { field: 'id' });
    return { document: viewOf(row), pdf: Buffer.from(row.pdf) };
  }

  /** Stores a made document; when the same one was stored meanwhile, answers that one. */
  private async store(userId: number, kind: DocumentKind, period: string, locale: Locale, pdf: Buffer): Promise<{ row: ViewRow; created: boolean }> {
    const checksum = crypto.createHash('sha256').update(pdf).digest('hex');
    try {
      const row = await this.db
        .insertInto('documents')
        .values({ user_id: userId, kind, period, locale, checksum, size_bytes: pdf.length, pdf, created_at: new Date(this.ctx.clock.now()) })
        .returning(VIEW_COLUMNS)
        .executeTakeFirstOrThrow();
      return { row, created: true };
    } catch (error) {
      if (!isUniqueViolation(error, 'documents_owner_period')) throw error;
      return { row: (await this.existing(userId, kind, period, locale))!, created: false };
    }
  }

  private existing(userId: number, kind: DocumentKind, period: string, locale: Locale): Promise<ViewRow | undefined> {
    return this.db.selectFrom('documents').select(VIEW_COLUMNS).where('user_id', '=', userId).where('kind', '=', kind).where('period', '=', period).where('locale', '=', locale).executeTakeFirst();
  }

  /** The statement of a closed month (DOCUMENT_PERIOD_OPEN for the current or a future month). */
  async statement(userId: number, month: string, locale: Locale): Promise<{ document: DocumentView; created: boolean }> {
    if (monthBounds(month).to > this.ctx.clock.now()) throw new AppError('DOCUMENT_PERIOD_OPEN', t.periodOpen, { month }, { field: 'month' });
    const found = await this.existing(userId, 'statement', month, locale);
    if (found) return { document: viewOf(found), created: false };
    const pdf = await statementPdf(await statementData(this.ctx, userId, month, locale));
    const { row, created } = await this.store(userId, 'statement', month, locale, pdf);
    return { document: viewOf(row), created };
  }

  /** The trade confirmation of one of the user's filled orders; emailed when made and the client opted in. */
  async confirmation(userId: number, orderId: number, locale: Locale): Promise<DocumentView> {
    const period = `order:${orderId}`;
    const found = await this.existing(userId, 'confirmation', period, locale);
    if (found) return viewOf(found);
    const trading = need(this.ctx, 'trading');
    const confirmation = await trading.guard(() => trading.reads.confirmation(userId, orderId, locale));
    const user = await need(this.ctx, 'accounts').getUser(userId);
    const client = { name: user?.realName ?? user?.username ?? '', accountNumber: accountNumberOf(userId) };
    const pdf = await confirmationPdf({ confirmation, client, locale, issuedAt: this.ctx.clock.now() });
    const { row, created } = await this.store(userId, 'confirmation', period, locale, pdf);
    if (created && (await this.preferences(userId, locale)).emailConfirmations) return this.email(userId, row.id);
    return viewOf(row);
  }

  /** Sends the document to the user's email with the PDF attached, and notes when. */
  async email(userId: number, id: number): Promise<DocumentView> {
    const { document, pdf } = await this.file(userId, id);
    const user = await need(this.ctx, 'accounts').getUser(userId);
    if (!user?.email) throw new AppError('DOCUMENT_NOT_FOUND', t.noEmail, {}, { field: 'id' });
    const l = document.locale;
    await need(this.ctx, 'mail').deliver({
      to: user.email,
      subject: document.title,
      text: render(mailText.body, l, { name: user.realName ?? user.username, title: document.title }),
      attachments: [{ filename: document.fileName, content: pdf, contentType: 'application/pdf' }],
    });
    const row = await this.db.updateTable('documents').set({ emailed_at: new Date(this.ctx.clock.now()) }).where('id', '=', id).returning(VIEW_COLUMNS).executeTakeFirstOrThrow();
    return viewOf(row);
  }

  /**
   * One pass of the month-end job: the statements of the month before the run's day for the
   * clients after `cursor` (user id), at most `max`; emailed to those who opted in. Answers
   * where to go on; once every client has one, the month is marked closed and later runs stop at once.
   */
  async closeMonth(runAt: number, cursor: string | undefined, max: number): Promise<{ items: number; more: boolean; cursor?: string }> {
    const month = previousMonth(monthOf(runAt));
    const closed = await this.db.selectFrom('documents_months').select('month').where('month', '=', month).executeTakeFirst();
    if (closed) return { items: 0, more: false };
    const after = cursor ? Number(cursor) : 0;
    const users = await usersWithPostings(this.db, { before: monthBounds(month).to, afterUserId: after, limit: max });
    for (const userId of users) {
      const prefs = await this.preferences(userId, 'es');
      const { document, created } = await this.statement(userId, month, prefs.locale);
      if (created && prefs.emailStatements) await this.email(userId, document.id);
    }
    if (users.length === max) return { items: users.length, more: true, cursor: String(users[users.length - 1]) };
    await this.db.insertInto('documents_months').values({ month, closed_at: new Date(this.ctx.clock.now()) }).onConflict((oc) => oc.column('month').doNothing()).execute();
    return { items: users.length, more: false };
  }
}
