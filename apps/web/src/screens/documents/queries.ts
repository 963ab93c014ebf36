import { documentsApi, type DocumentFile, type DocumentPreferences } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { useSession } from '../../state/session.ts';

/** Documents (issue 31): every key under `documentKeys.all`. */
export const documentKeys = {
  all: ['documents'] as const,
  list: (userId: number | string) => ['documents', 'list', userId] as const,
  preferences: (userId: number | string) => ['documents', 'preferences', userId] as const,
};

export function useDocuments() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: documentKeys.list(user?.userId ?? token ?? 'guest'),
    queryFn: ({ signal }) => call(documentsApi.list, { query: { pageNum: 1, pageSize: 50 } }, { signal }),
    enabled: Boolean(token),
    staleTime: STALE.lists,
  });
}

export function useDocumentPreferences() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: documentKeys.preferences(user?.userId ?? token ?? 'guest'),
    queryFn: ({ signal }) => call(documentsApi.preferences, {}, { signal }),
    enabled: Boolean(token),
    staleTime: STALE.lists,
  });
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentPreferences) => call(documentsApi.setPreferences, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/** Saves the PDF on the device under its file name (a link to a blob, clicked). */
export function savePdf(file: DocumentFile): void {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.document.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Makes (or finds) a document, then downloads it. */
export function useDownload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (what: { month: string } | { orderId: number } | { id: number }) => {
      const id =
        'id' in what
          ? what.id
          : 'month' in what
            ? (await call(documentsApi.statement, { body: { month: what.month } })).id
            : (await call(documentsApi.confirmation, { body: { orderId: what.orderId } })).id;
      const file = await call(documentsApi.file, { query: { id } });
      savePdf(file);
      return file.document;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export function useEmailDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(documentsApi.email, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/** The last `count` closed months, newest first ('YYYY-MM'), by the Mexico City calendar. */
export function closedMonths(now: number, count: number): string[] {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit' }).formatToParts(now);
  let year = Number(parts.find((p) => p.type === 'year')!.value);
  let month = Number(parts.find((p) => p.type === 'month')!.value);
  const list: string[] = [];
  for (let i = 0; i < count; i++) {
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
    list.push(`${year}-${String(month).padStart(2, '0')}`);
  }
  return list;
}
