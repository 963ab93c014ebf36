import { loansApi, type LoanOffer } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { refreshMoney } from '../../components/money/queries.ts';

/** Query keys of loans (texts come in the request language, so keys carry it). */
export const loanKeys = {
  all: ['loans'] as const,
  offer: (amount: string, months: number, lang: string) => ['loans', 'offer', amount, months, lang] as const,
  list: ['loans', 'list'] as const,
  due: (loanId: number) => ['loans', 'due', loanId] as const,
  repayments: (loanId: number) => ['loans', 'repayments', loanId] as const,
};

export function useLoanOffer(amount: string, termMonths: number, enabled: boolean) {
  const lang = useTranslation().i18n.language;
  return useQuery<LoanOffer>({
    queryKey: loanKeys.offer(amount, termMonths, lang),
    queryFn: ({ signal }) => call(loansApi.offer, { query: { amount, termMonths } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useLoans(enabled: boolean) {
  return useQuery({
    queryKey: loanKeys.list,
    queryFn: ({ signal }) => call(loansApi.applyList, { body: { pageNum: 1, pageSize: 20 } }, { signal }),
    enabled,
  });
}

export function useLoanDue(loanId: number, enabled: boolean) {
  return useQuery({
    queryKey: loanKeys.due(loanId),
    queryFn: ({ signal }) => call(loansApi.shouldRepayAmount, { query: { loanId } }, { signal }),
    enabled,
  });
}

export function useRepayments(loanId: number, enabled: boolean) {
  return useQuery({
    queryKey: loanKeys.repayments(loanId),
    queryFn: ({ signal }) => call(loansApi.repayList, { body: { pageNum: 1, pageSize: 50, loanId } }, { signal }),
    enabled,
  });
}

/** After applying or repaying: the loans, what is due and the wallets change. */
export function invalidateLoans(): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: loanKeys.all }), refreshMoney()]).then(() => undefined);
}
