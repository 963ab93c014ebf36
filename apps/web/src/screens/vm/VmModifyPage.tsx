import { ASSET_NETWORKS, CRYPTO_ASSETS, fundingApi, type CryptoAsset, type CryptoNetwork, type CryptoWallet } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, Form, Input, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { MoneyPage } from '../../components/money/MoneyPage.tsx';
import { PayoutFields, PayoutPasswordSheet } from '../../components/money/PayoutPasswordSheet.tsx';
import { useTotp } from '../../components/money/TotpField.tsx';
import { moneyKeys, useCryptoWallets } from '../../components/money/queries.ts';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { useNav } from '../../shell/nav.ts';
import { showCallError, toastOk } from '../auth/forms.ts';
import type { PageProps } from '../types.ts';
import { ADDRESS_EXAMPLE, checkAddress } from './rules.ts';
import '../bcard/bcard.css';

const FIELDS = ['currency', 'network', 'address', 'label'] as const;
interface Values {
  currency: CryptoAsset[];
  network: CryptoNetwork[];
  address: string;
  label?: string;
}

/** Add (no id) or edit (`?id=`) a crypto wallet: currency type, network, address (format checked per network), a label. */
export function VmModifyPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const id = Number(query.id) || undefined;
  const wallets = useCryptoWallets();
  const wallet = id ? wallets.data?.list.find((w) => w.id === id) : undefined;

  let body;
  if (!id) body = <WalletForm />;
  else if (wallets.isError && !wallets.data) body = <LoadError onRetry={() => void wallets.refetch()} />;
  else if (!wallets.data) body = <DelayedLoading />;
  else if (!wallet) body = <Empty text={t('money.vm.notFound')} />;
  else body = <WalletForm key={wallet.id} wallet={wallet} />;
  return <MoneyPage title={t(id ? `nav.title.${route.title}` : 'money.vm.addTitle')}>{body}</MoneyPage>;
}

function WalletForm({ wallet }: { wallet?: CryptoWallet }) {
  const { t } = useTranslation();
  const nav = useNav();
  const [form] = Form.useForm<Values>();
  const asset = ((Form.useWatch('currency', form) as CryptoAsset[] | undefined)?.[0] ?? wallet?.currency ?? 'USDT') as CryptoAsset;
  const networks = ASSET_NETWORKS[asset];
  const chosenNetwork = (Form.useWatch('network', form) as CryptoNetwork[] | undefined)?.[0];
  const network: CryptoNetwork = chosenNetwork && networks.includes(chosenNetwork) ? chosenNetwork : networks[0]!;

  // Saving a payout account asks for the transaction password and, once enrolled, the second factor (issue 29.8).
  const totp = useTotp();
  const [pending, setPending] = useState<WalletBody>();
  const save = useMutation({
    mutationFn: ({ body, payPassword }: { body: WalletBody; payPassword: string }) => {
      const secret = { payPassword, ...totp.body() };
      return wallet ? call(fundingApi.walletUpdate, { body: { ...body, ...secret, id: wallet.id } }) : call(fundingApi.walletAdd, { body: { ...body, ...secret } });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallets() });
      toastOk(t(wallet ? 'money.vm.updated' : 'money.vm.added'));
      nav.back();
    },
  });
  const remove = useMutation({
    mutationFn: () => call(fundingApi.walletDelete, { body: { id: wallet!.id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallets() });
      toastOk(t('money.vm.deleted'));
      nav.back();
    },
    onError: (error) => showCallError(error),
  });
  const confirmDelete = async () => {
    const ok = await Dialog.confirm({ content: t('money.vm.deleteConfirm'), confirmText: t('money.delete'), cancelText: t('common.cancel') });
    if (ok) remove.mutate();
  };

  return (
    <div className="money-page">
      <section className="money-card">
        <Form
          form={form}
          className="money-form"
          layout="vertical"
          initialValues={{ currency: [wallet?.currency ?? 'USDT'], network: [wallet?.network ?? 'TRC20'], address: wallet?.address ?? '', label: wallet?.label ?? '' }}
          onValuesChange={(changed: Partial<Values>) => {
            if (changed.currency) {
              const next = ASSET_NETWORKS[changed.currency[0] ?? 'USDT'];
              form.setFieldValue('network', [next[0]]);
            }
            if (changed.currency || changed.network) void form.validateFields(['address']).catch(() => undefined);
          }}
          onFinish={(values: Values) =>
            totp.check() && setPending({ currency: asset, network, address: values.address.trim(), ...(values.label?.trim() ? { label: values.label.trim() } : {}) })
          }
          footer={
            <>
              <Button block type="submit" color="primary" shape="rounded" loading={save.isPending} data-testid="vm-save">
                {t('common.save')}
              </Button>
              {wallet && (
                <Button block shape="rounded" className="danger-button" loading={remove.isPending} onClick={() => void confirmDelete()} data-testid="vm-delete">
                  {t('money.vm.delete')}
                </Button>
              )}
            </>
          }
        >
          <Form.Item name="currency" label={t('money.vm.currency')}>
            <Selector columns={3} options={CRYPTO_ASSETS.map((a) => ({ label: a, value: a }))} data-testid="vm-currency" />
          </Form.Item>
          <Form.Item name="network" label={t('money.network')}>
            <Selector columns={3} options={networks.map((n) => ({ label: n, value: n }))} data-testid="vm-network" />
          </Form.Item>
          <Form.Item
            name="address"
            label={t('money.vm.address')}
            description={t(`money.vm.hint.${network}`)}
            validateTrigger={['onBlur', 'onChange']}
            rules={[
              {
                validator: async (_: unknown, value: unknown) => {
                  const problem = checkAddress(String(value ?? ''), network);
                  if (problem) throw new Error(t(problem === 'required' ? 'money.card.errors.required' : 'money.vm.addressInvalid', { network }));
                },
              },
            ]}
          >
            <TextArea placeholder={ADDRESS_EXAMPLE[network]} autoSize={{ minRows: 2, maxRows: 3 }} maxLength={100} className="mono" data-testid="vm-address" />
          </Form.Item>
          <Form.Item name="label" label={`${t('money.vm.label')}${t('money.optionalSuffix')}`} rules={[{ max: 50, message: t('money.card.errors.max50') }]}>
            <Input placeholder={t('money.vm.labelPlaceholder')} clearable data-testid="vm-label" />
          </Form.Item>
          <p className="money-note warn">{t('money.vm.warning', { asset, network })}</p>
          <PayoutFields totp={totp} testId="vm" />
        </Form>
      </section>
      <PayoutPasswordSheet
        visible={pending !== undefined}
        onClose={() => setPending(undefined)}
        onSubmit={(payPassword) => save.mutateAsync({ body: pending!, payPassword })}
        totp={totp}
        onOtherError={(error) => showCallError(error, form, FIELDS)}
      />
    </div>
  );
}

type WalletBody = { currency: CryptoAsset; network: CryptoNetwork; address: string; label?: string };
