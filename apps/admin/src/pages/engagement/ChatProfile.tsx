import { adminChatApi } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { errorText, notify } from '../../components/ui.tsx';
import { useT } from '../../i18n.ts';

const KEY = ['admin', 'chat', 'profile'] as const;

/** The name customers read on my replies (issue 30.9), and a way to change it: never the login name. */
export function ChatProfile() {
  const { t } = useT();
  const profile = useQuery({ queryKey: KEY, queryFn: ({ signal }) => adminCall(adminChatApi.profile, {}, {}, signal) });
  const [editing, setEditing] = useState<string>();
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (displayName: string) => adminCall(adminChatApi.setProfile, { body: { displayName } }),
    onSuccess: (result) => {
      queryClient.setQueryData(KEY, result);
      setEditing(undefined);
      notify(t('engagement.chat.profileSaved', { name: result.shownAs }));
    },
    onError: (e) => setError(errorText(e, t('common.networkError'))),
  });
  if (!profile.data) return null;
  return (
    <div className="chat-profile small" data-testid="chat-profile">
      {t('engagement.chat.profileShown', { name: profile.data.shownAs })}{' '}
      <button
        type="button"
        className="btn btn-small"
        onClick={() => {
          setError(undefined);
          setEditing(profile.data.displayName ?? '');
        }}
        data-testid="chat-profile-edit"
      >
        {t('engagement.chat.profileEdit')}
      </button>
      {editing !== undefined && (
        <ConfirmDialog title={t('engagement.chat.profileTitle')} confirmLabel={t('engagement.chat.profileSave')} busy={save.isPending || editing.trim().length < 2} onClose={() => setEditing(undefined)} onConfirm={() => save.mutate(editing.trim())} testId="chat-profile-dialog">
          <label className="field">
            {t('engagement.chat.profileHint')}
            <input value={editing} maxLength={40} onChange={(e) => setEditing(e.target.value)} data-testid="chat-profile-input" />
          </label>
          {error && <div className="form-error">{error}</div>}
        </ConfirmDialog>
      )}
    </div>
  );
}
