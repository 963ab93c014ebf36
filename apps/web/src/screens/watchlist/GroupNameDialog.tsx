import { watchlistApi, type WatchlistGroup } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { watchlistKeys } from '../market/queries.ts';

/** Longest group name the server accepts (contracts: watchlistGroupName). */
const NAME_MAX = 20;

/**
 * Dialog with a name field that creates a group of the user's own or renames one
 * (`group` given). The server's refusal (name taken, 20 groups already) shows under the
 * field in the user's language.
 */
export function GroupNameDialog({ open, group, onClose, onDone }: { open: boolean; group?: WatchlistGroup; onClose: () => void; onDone?: (group: WatchlistGroup) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (open) {
      setName(group?.name ?? '');
      setError(undefined);
    }
  }, [open, group]);
  const save = useMutation({
    mutationFn: (value: string) =>
      group?.id ? call(watchlistApi.renameGroup, { body: { name: value } }, { params: { id: group.id } }) : call(watchlistApi.createGroup, { body: { name: value } }),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: watchlistKeys.all });
      onClose();
      onDone?.(saved);
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : t('common.networkError')),
  });
  const value = name.trim();
  const submit = () => {
    if (!value || save.isPending) return;
    save.mutate(value);
  };
  return (
    <Dialog
      visible={open}
      onClose={onClose}
      closeOnMaskClick
      destroyOnClose
      title={t(group ? 'watchlist.groups.rename' : 'watchlist.groups.create')}
      content={
        <form
          className="group-name-field"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Input
            value={name}
            onChange={(v) => {
              setName(v);
              setError(undefined);
            }}
            maxLength={NAME_MAX}
            placeholder={t('watchlist.groups.namePlaceholder')}
            autoFocus
            clearable
            data-testid="group-name-input"
            aria-label={t('watchlist.groups.namePlaceholder')}
          />
          {error && (
            <div className="group-name-error" role="alert" data-testid="group-name-error">
              {error}
            </div>
          )}
          <div className="group-name-actions">
            <button type="button" className="secondary-button" onClick={onClose} data-testid="group-name-cancel">
              {t('common.cancel')}
            </button>
            <button type="submit" className="primary-button" disabled={!value || save.isPending} data-testid="group-name-save">
              {t('common.save')}
            </button>
          </div>
        </form>
      }
    />
  );
}
