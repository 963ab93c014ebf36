import { fundingApi, type BankCard, type BankCardInput } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, Form, Input, Selector } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { MoneyPage } from '../../components/money/MoneyPage.tsx';
import { PayoutFields, PayoutPasswordSheet } from '../../components/money/PayoutPasswordSheet.tsx';
import { useTotp } from '../../components/money/TotpField.tsx';
import { moneyKeys, useCards } from '../../components/money/queries.ts';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { ImageUpload } from '../../components/upload/ImageUpload.tsx';
import { useNav } from '../../shell/nav.ts';
import { showCallError, toastOk } from '../auth/forms.ts';
import type { PageProps } from '../types.ts';
import { bankOfClabe, checkAba, checkAccountNumber, checkClabe, checkPostalCode, checkSwift } from './rules.ts';
import './bcard.css';

const FIELDS = ['bankName', 'accountName', 'cardNo', 'country', 'swiftCode', 'branchCode', 'abaRouting', 'bankAddress', 'region', 'city', 'postalCode', 'personalAddress', 'frontImage', 'backImage'] as const;
const COUNTRY_CHOICES = ['MX', 'US', 'OTHER'] as const;

type Values = Record<(typeof FIELDS)[number], string | undefined> & { countryChoice: string[]; countryOther?: string };

/** Add (no id) or edit (`?id=`) a bank account with every field of SPEC section 3; CLABE checked for Mexico. */
export function BcardModifyPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const id = Number(query.id) || undefined;
  const cards = useCards();
  const card = id ? cards.data?.list.find((c) => c.id === id) : undefined;

  let body;
  if (!id) body = <CardForm />;
  else if (cards.isError && !cards.data) body = <LoadError onRetry={() => void cards.refetch()} />;
  else if (!cards.data) body = <DelayedLoading />;
  else if (!card) body = <Empty text={t('money.card.notFound')} />;
  else body = <CardForm key={card.id} card={card} />;
  return <MoneyPage title={t(id ? `nav.title.${route.title}` : 'money.card.addTitle')}>{body}</MoneyPage>;
}

function CardForm({ card }: { card?: BankCard }) {
  const { t } = useTranslation();
  const nav = useNav();
  const [form] = Form.useForm<Values>();
  const choice = (Form.useWatch('countryChoice', form) as string[] | undefined)?.[0] ?? 'MX';
  const cardNo = (Form.useWatch('cardNo', form) as string | undefined) ?? card?.cardNo ?? '';
  const [frontImage, setFrontImage] = useState(card?.frontImage);
  const [backImage, setBackImage] = useState(card?.backImage);
  const countryOther = (Form.useWatch('countryOther', form) as string | undefined) ?? '';
  const country = choice === 'OTHER' ? countryOther.trim().toUpperCase() : choice;
  const mx = choice === 'MX';
  const us = choice === 'US';
  const detectedBank = mx ? bankOfClabe(cardNo) : undefined;

  const initial = useMemo<Partial<Values>>(() => {
    const c = card?.country ?? 'MX';
    const known = c === 'MX' || c === 'US';
    return { ...(card ?? {}), countryChoice: [known ? c : 'OTHER'], countryOther: known ? '' : c } as Partial<Values>;
  }, [card]);

  const rule = (check: (value: string) => string | undefined, prefix: string, required = false) => [
    {
      validator: async (_: unknown, raw: unknown) => {
        const value = String(raw ?? '').trim();
        if (!value) {
          if (required) throw new Error(t('money.card.errors.required'));
          return;
        }
        const problem = check(value);
        if (problem) throw new Error(t(`money.card.errors.${prefix}${problem[0]!.toUpperCase()}${problem.slice(1)}`));
      },
    },
  ];
  const text50 = (required: boolean) => [
    { required, message: t('money.card.errors.required') },
    { max: 50, message: t('money.card.errors.max50') },
  ];

  // Saving a payout account asks for the transaction password and, once enrolled, the second factor (issue 29.8).
  const totp = useTotp();
  const [pending, setPending] = useState<BankCardInput>();
  const save = useMutation({
    mutationFn: ({ body, payPassword }: { body: BankCardInput; payPassword: string }) => {
      const secret = { payPassword, ...totp.body() };
      return card ? call(fundingApi.cardUpdate, { body: { ...body, ...secret, id: card.id } }) : call(fundingApi.cardAdd, { body: { ...body, ...secret } });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moneyKeys.cards() });
      toastOk(t(card ? 'money.card.updated' : 'money.card.added'));
      nav.back();
    },
  });
  const remove = useMutation({
    mutationFn: () => call(fundingApi.cardDelete, { body: { id: card!.id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moneyKeys.cards() });
      toastOk(t('money.card.deleted'));
      nav.back();
    },
    onError: (error) => showCallError(error),
  });

  const onFinish = (values: Values) => {
    const clean = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
    const body: BankCardInput = {
      bankName: values.bankName!.trim(),
      accountName: values.accountName!.trim(),
      cardNo: values.cardNo!.replace(/\s/g, '').toUpperCase(),
      country,
      swiftCode: clean(values.swiftCode)?.toUpperCase(),
      branchCode: clean(values.branchCode),
      abaRouting: us ? clean(values.abaRouting) : undefined,
      bankAddress: clean(values.bankAddress),
      region: clean(values.region),
      city: clean(values.city),
      postalCode: clean(values.postalCode),
      personalAddress: clean(values.personalAddress),
      frontImage,
      backImage,
    };
    if (totp.check()) setPending(body);
  };

  const confirmDelete = async () => {
    const ok = await Dialog.confirm({ content: t('money.card.deleteConfirm', { bank: card!.bankName, number: card!.cardNoMasked }), confirmText: t('money.delete'), cancelText: t('common.cancel') });
    if (ok) remove.mutate();
  };

  const cardNoDescription = mx ? (
    detectedBank && !checkClabe(cardNo) ? (
      <span className="form-hint-ok" data-testid="bcard-clabe-ok">
        {t('money.card.clabeOk', { bank: detectedBank })}
      </span>
    ) : (
      <span data-testid="bcard-clabe-count">{t('money.card.clabeHint', { count: cardNo.replace(/\D/g, '').length })}</span>
    )
  ) : (
    t('money.card.accountHint')
  );

  return (
    <div className="money-page">
      <section className="money-card">
        <Form
          form={form}
          className="money-form"
          layout="vertical"
          initialValues={initial}
          onFinish={onFinish}
          onValuesChange={(changed: Partial<Values>) => {
            if (changed.cardNo !== undefined && mx) {
              const bank = bankOfClabe(changed.cardNo);
              if (bank && !String(form.getFieldValue('bankName') ?? '').trim()) form.setFieldValue('bankName', bank);
            }
          }}
          footer={
            <>
              <Button block type="submit" color="primary" shape="rounded" loading={save.isPending} data-testid="bcard-save">
                {t('common.save')}
              </Button>
              {card && (
                <Button block shape="rounded" className="danger-button" loading={remove.isPending} onClick={() => void confirmDelete()} data-testid="bcard-delete">
                  {t('money.card.delete')}
                </Button>
              )}
            </>
          }
        >
          <Form.Header>{t('money.card.sectionAccount')}</Form.Header>
          <Form.Item name="countryChoice" label={t('money.card.country')}>
            <Selector
              columns={3}
              options={COUNTRY_CHOICES.map((c) => ({ label: t(`money.card.countries.${c}`), value: c }))}
              onChange={() => void form.validateFields(['cardNo']).catch(() => undefined)}
              data-testid="bcard-country"
            />
          </Form.Item>
          {choice === 'OTHER' && (
            <Form.Item
              name="countryOther"
              label={t('money.card.countryCode')}
              rules={[{ required: true, message: t('money.card.errors.required') }, { pattern: /^[A-Za-z]{2}$/, message: t('money.card.errors.countryCode') }]}
            >
              <Input placeholder="ES" maxLength={2} data-testid="bcard-country-code" />
            </Form.Item>
          )}
          <Form.Item
            name="cardNo"
            label={t(mx ? 'money.card.clabe' : 'money.card.accountNumber')}
            description={cardNoDescription}
            validateTrigger={['onBlur', 'onChange']}
            rules={mx ? rule(checkClabe, 'clabe', true) : rule(checkAccountNumber, 'account', true)}
          >
            <Input placeholder={t(mx ? 'money.card.clabePlaceholder' : 'money.card.accountPlaceholder')} inputMode={mx ? 'numeric' : 'text'} maxLength={mx ? 18 : 40} clearable data-testid="bcard-card-no" />
          </Form.Item>
          <Form.Item name="bankName" label={t('money.card.bankName')} rules={text50(true)}>
            <Input placeholder={t('money.card.bankNamePlaceholder')} clearable data-testid="bcard-bank-name" />
          </Form.Item>
          <Form.Item name="accountName" label={t('money.card.accountName')} description={t('money.card.accountNameHint')} rules={text50(true)}>
            <Input placeholder={t('money.card.accountNamePlaceholder')} clearable data-testid="bcard-account-name" />
          </Form.Item>
          <Form.Item name="swiftCode" label={`${t('money.bankField.swiftCode')}${mx || us ? t('money.optionalSuffix') : ''}`} rules={rule(checkSwift, 'swift', !mx && !us)}>
            <Input placeholder="BCMRMXMM" maxLength={11} clearable data-testid="bcard-swift" />
          </Form.Item>
          {us && (
            <Form.Item name="abaRouting" label={t('money.bankField.abaRouting')} rules={rule(checkAba, 'aba', true)}>
              <Input placeholder="021000021" inputMode="numeric" maxLength={9} clearable data-testid="bcard-aba" />
            </Form.Item>
          )}
          <Form.Item name="branchCode" label={`${t('money.card.branchCode')}${t('money.optionalSuffix')}`} rules={[{ max: 20, message: t('money.card.errors.max20') }]}>
            <Input clearable data-testid="bcard-branch" />
          </Form.Item>

          <Form.Header>{t('money.card.sectionAddress')}</Form.Header>
          <Form.Item name="bankAddress" label={`${t('money.bankField.bankAddress')}${t('money.optionalSuffix')}`} rules={text50(false)}>
            <Input clearable data-testid="bcard-bank-address" />
          </Form.Item>
          <Form.Item name="region" label={`${t('money.card.region')}${t('money.optionalSuffix')}`} rules={text50(false)}>
            <Input placeholder={mx ? 'CDMX' : ''} clearable data-testid="bcard-region" />
          </Form.Item>
          <Form.Item name="city" label={`${t('money.card.city')}${t('money.optionalSuffix')}`} rules={text50(false)}>
            <Input clearable data-testid="bcard-city" />
          </Form.Item>
          <Form.Item name="postalCode" label={`${t('money.card.postalCode')}${t('money.optionalSuffix')}`} rules={rule((v) => checkPostalCode(v, country), 'postal')}>
            <Input inputMode={mx || us ? 'numeric' : 'text'} maxLength={10} clearable data-testid="bcard-postal" />
          </Form.Item>
          <Form.Item name="personalAddress" label={`${t('money.card.personalAddress')}${t('money.optionalSuffix')}`} rules={text50(false)}>
            <Input clearable data-testid="bcard-personal-address" />
          </Form.Item>

          <Form.Header>{t('money.card.sectionImages')}</Form.Header>
          <div className="image-pair">
            <ImageUpload value={frontImage} onChange={setFrontImage} label={t('money.card.front')} testId="bcard-front" />
            <ImageUpload value={backImage} onChange={setBackImage} label={t('money.card.back')} testId="bcard-back" />
          </div>
          <PayoutFields totp={totp} testId="bcard" />
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
