import { adminBackofficeApi, type KYC_PRIVATE_FIELDS, type WITHDRAWAL_PRIVATE_FIELDS } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminCall } from '../../api.ts';
import { errorText } from '../../components/ui.tsx';
import { useT } from '../../i18n.ts';

type Target = { type: 'kyc'; id: number; field: (typeof KYC_PRIVATE_FIELDS)[number] } | { type: 'withdrawal'; id: number; field: (typeof WITHDRAWAL_PRIVATE_FIELDS)[number] };

/**
 * A private value shown masked, with a "show" button: revealing it is a deliberate call,
 * limited by role on the server and written to the audit log.
 */
export function RevealValue({ masked, target, allowed }: { masked: string | undefined; target: Target; allowed: boolean }) {
  const { t } = useT();
  const reveal = useMutation({
    mutationFn: () =>
      target.type === 'kyc'
        ? adminCall(adminBackofficeApi.revealKyc, { body: { id: target.id, field: target.field } })
        : adminCall(adminBackofficeApi.revealWithdrawal, { body: { id: target.id, field: target.field } }),
  });
  if (!masked) return <>—</>;
  const testId = `reveal-${target.type}-${target.field}`;
  if (reveal.data) return <span className="num" data-testid={`${testId}-value`}>{reveal.data.value}</span>;
  return (
    <span className="reveal">
      <span className="num" title={t('backoffice.reveal.hidden')} data-testid={`${testId}-masked`}>
        {masked}
      </span>{' '}
      {allowed && (
        <button type="button" className="btn btn-small" disabled={reveal.isPending} onClick={() => reveal.mutate()} data-testid={testId}>
          {reveal.isPending ? t('backoffice.reveal.showing') : t('backoffice.reveal.show')}
        </button>
      )}
      {reveal.isError && (
        <span className="text-bad small" role="alert">
          {' '}
          {errorText(reveal.error, t('backoffice.reveal.failed'))}
        </span>
      )}
    </span>
  );
}
