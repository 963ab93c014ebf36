import { adminBackofficeApi } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall } from '../../api.ts';
import { errorText, LoadFailed, Loading } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import '../dashboard/dashboard.css';

const notesKey = (userId: number) => ['admin', 'backoffice', 'notes', userId] as const;

/** Operators' notes on a customer: append-only (never edited or deleted), each one audited. */
export function UserNotesCard({ userId }: { userId: number }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const notes = useQuery({ queryKey: notesKey(userId), queryFn: ({ signal }) => adminCall(adminBackofficeApi.userNotes, {}, { id: userId }, signal) });
  const add = useMutation({
    mutationFn: () => adminCall(adminBackofficeApi.addUserNote, { body: { userId, text: text.trim() } }),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: notesKey(userId) });
    },
  });
  return (
    <section className="card card-pad section-gap" data-testid="user-notes">
      <h2 className="card-title">{t('backoffice.notes.title')}</h2>
      <p className="muted small">{t('backoffice.notes.hint')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) add.mutate();
        }}
      >
        <textarea value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} rows={3} style={{ width: '100%' }} aria-label={t('backoffice.notes.title')} data-testid="user-note-text" />
        <button type="submit" className="btn btn-primary btn-small" disabled={add.isPending || !text.trim()} data-testid="user-note-add">
          {t('backoffice.notes.add')}
        </button>
        {add.isError && (
          <span className="text-bad small" role="alert">
            {' '}
            {errorText(add.error, t('backoffice.notes.failed'))}
          </span>
        )}
      </form>
      {notes.isError && !notes.data ? (
        <LoadFailed error={notes.error} onRetry={() => void notes.refetch()} />
      ) : !notes.data ? (
        <Loading />
      ) : notes.data.list.length === 0 ? (
        <p className="muted">{t('backoffice.notes.none')}</p>
      ) : (
        <ul className="notes-list">
          {notes.data.list.map((note) => (
            <li key={note.id} data-testid={`user-note-${note.id}`}>
              <span className="muted small num">
                {formatDateTime(note.createdAt)} · {note.operatorUsername}
              </span>
              <div>{note.text}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
