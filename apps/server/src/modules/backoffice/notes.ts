import type { UserNote } from '@app/contracts';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import type { BackofficeUserNotesTable } from './tables.ts';
import { t } from './messages.ts';
import './tables.ts';

const view = (row: Selectable<BackofficeUserNotesTable>): UserNote => ({
  id: row.id,
  userId: row.user_id,
  operatorUsername: row.operator_username,
  text: row.text,
  createdAt: new Date(row.created_at).getTime(),
});

/** Operators' notes on a customer: append-only (the database refuses edits), each audited with the note. */
export class UserNotes {
  constructor(private readonly ctx: AppContext) {}

  private async user(userId: number): Promise<void> {
    if (!(await need(this.ctx, 'accounts').getUser(userId))) throw errors.notFound(t.userNotFound);
  }

  async list(userId: number): Promise<UserNote[]> {
    await this.user(userId);
    const rows = await this.ctx.db.selectFrom('backoffice_user_notes').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(500).execute();
    return rows.map(view);
  }

  async add(operator: OperatorPrincipal, userId: number, text: string, ip: string | undefined): Promise<UserNote> {
    await this.user(userId);
    const found = await need(this.ctx, 'operators').get(operator.operatorId);
    const username = found?.username ?? `#${operator.operatorId}`;
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('backoffice_user_notes')
        .values({ user_id: userId, operator_id: operator.operatorId, operator_username: username, text, created_at: new Date(this.ctx.clock.now()) })
        .returningAll()
        .executeTakeFirstOrThrow();
      await need(this.ctx, 'audit').record({ operatorId: operator.operatorId, username }, 'user.note', { type: 'user', id: userId }, { noteId: row.id, text }, ip, trx);
      return view(row);
    });
  }
}
