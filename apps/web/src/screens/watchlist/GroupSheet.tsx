import { watchlistApi } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Popup from 'antd-mobile/es/components/popup';
import Toast from 'antd-mobile/es/components/toast';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { marketKeys, useLang, watchlistKeys } from '../market/queries.ts';
import { GroupNameDialog } from './GroupNameDialog.tsx';
import { useCodeGroups, useWatchGroups } from './queries.ts';
import './watchlist.css';

/**
 * Sheet of the quote page: check the user's own groups that should hold this instrument
 * and save (userSelfSecurity/groups/assign sets exactly those, adding to the watchlist).
 * A new group can be made from here too.
 */
export function GroupSheet({ code, open, onClose }: { code: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const groups = useWatchGroups(open);
  const current = useCodeGroups(code, open);
  const [picked, setPicked] = useState<number[] | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (!open) setPicked(undefined);
  }, [open]);
  const own = (groups.data ?? []).filter((g) => g.kind === 'custom' && g.id !== undefined);
  const value = picked ?? current.data?.groupIds ?? [];
  const save = useMutation({
    mutationFn: (groupIds: number[]) => call(watchlistApi.assign, { body: { stockCode: code, groupIds } }),
    onSuccess: () => {
      Toast.show({ content: t('watchlist.groups.saved'), duration: 1500 });
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.code !== 0 && e.code !== 401 && e.code !== 403) Toast.show({ content: e.message, duration: 2000 });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: watchlistKeys.all });
      void client.invalidateQueries({ queryKey: marketKeys.detail(lang, code) });
    },
  });
  const loading = open && (!groups.data || !current.data);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div className="group-sheet" data-testid="group-sheet">
        <h3>{t('watchlist.groups.sheetTitle')}</h3>
        {loading ? (
          <div className="skeleton" style={{ height: 48 }} />
        ) : own.length === 0 ? (
          <p className="manage-hint" data-testid="group-sheet-none">
            {t('watchlist.groups.none')}
          </p>
        ) : (
          <Checkbox.Group value={value} onChange={(v) => setPicked(v as number[])}>
            {own.map((g) => (
              <div key={g.key} className="group-sheet-row">
                <Checkbox value={g.id as number} data-testid={`group-check-${g.key}`}>
                  {g.name}
                </Checkbox>
              </div>
            ))}
          </Checkbox.Group>
        )}
        <div className="group-sheet-actions">
          <button type="button" className="secondary-button" onClick={() => setCreating(true)} data-testid="group-sheet-new">
            {t('watchlist.groups.create')}
          </button>
          <button type="button" className="primary-button" disabled={loading || save.isPending || own.length === 0} onClick={() => save.mutate(value)} data-testid="group-sheet-save">
            {t('common.save')}
          </button>
        </div>
      </div>
      <GroupNameDialog open={creating} onClose={() => setCreating(false)} onDone={(g) => g.id !== undefined && setPicked([...value, g.id])} />
    </Popup>
  );
}
