import { AccountType, accountsApi, IdDocumentType, type CompanyKyc, type IndividualKyc, type KycInfo } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill, UserContactOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, LoadError } from '../../components/states.tsx';
import { ImageUpload } from '../../components/upload/ImageUpload.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { showCallError, toastOk, useFormRules, type FormInstance } from '../auth/forms.ts';
import { CorporateFields, CORPORATE_FIELDS } from '../auth/RegisterCompanyPage.tsx';
import * as rules from '../auth/rules.ts';
import { accountKeys, useUserInfo } from '../profile/queries.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import type { PageProps } from '../types.ts';
import { CountryField } from './CountryField.tsx';
import '../auth/auth.css';
import './kyc.css';

/** Identity verification: the current state, and the form when there is something to submit. */
export function KycPage({ route }: PageProps) {
  const { t } = useTranslation();
  const info = useUserInfo();
  const kyc = useQuery({
    queryKey: accountKeys.kyc(),
    queryFn: ({ signal }) => call(accountsApi.kycStatus, {}, { signal }),
    enabled: info.loggedIn,
  });
  const [retrying, setRetrying] = useState(false);

  let body: ReactNode;
  if (!info.loggedIn) body = <LoginRequired text={t('settings.loginFirst')} />;
  else if (kyc.isError || (info.isError && !info.data)) body = <LoadError onRetry={() => void Promise.all([kyc.refetch(), info.refetch()])} />;
  else if (!kyc.data || !info.data) body = <DelayedLoading />;
  else {
    const status = kyc.data.status;
    const company = info.data.accountType === AccountType.Company;
    const showForm = status === 'none' || (status === 'failed' && retrying);
    body = (
      <div className="kyc-page">
        <StatusCard kyc={kyc.data} onRetry={status === 'failed' && !retrying ? () => setRetrying(true) : undefined} />
        {showForm && (company ? <CompanyForm previous={kyc.data} onDone={() => setRetrying(false)} /> : <IndividualForm previous={kyc.data} onDone={() => setRetrying(false)} />)}
      </div>
    );
  }
  return <PageShell title={t(`nav.title.${route.title}`)}>{body}</PageShell>;
}

const STATUS_ICON = { none: <UserContactOutline />, pending: <ClockCircleFill />, verified: <CheckCircleFill />, failed: <CloseCircleFill /> };

function StatusCard({ kyc, onRetry }: { kyc: KycInfo; onRetry?: () => void }) {
  const { t } = useTranslation();
  const { status } = kyc;
  const name = kyc.companyName ?? [kyc.firstName, kyc.lastName].filter(Boolean).join(' ');
  return (
    <section className={`kyc-status kyc-status-${status}`} data-testid="kyc-status" data-status={status}>
      <div className="kyc-status-head">
        <span className="kyc-status-icon">{STATUS_ICON[status]}</span>
        <div>
          <h2 data-testid="kyc-status-title">{t(`kyc.status.${status}.title`)}</h2>
          <p>{t(`kyc.status.${status}.desc`)}</p>
        </div>
      </div>
      {status !== 'none' && (
        <div className="kyc-steps" aria-hidden>
          {(['submit', 'review', 'done'] as const).map((step, i) => (
            <span key={step} className={`kyc-step ${stepState(status, i)}`}>
              <i />
              {t(`kyc.steps.${step}`)}
            </span>
          ))}
        </div>
      )}
      {status === 'failed' && kyc.reason && (
        <div className="kyc-reason" data-testid="kyc-reason">
          <strong>{t('kyc.reason')}:</strong> {kyc.reason}
        </div>
      )}
      {status !== 'none' && (
        <dl className="kyc-facts">
          {name && <Fact label={t(kyc.companyName ? 'kyc.company' : 'kyc.name')} value={name} />}
          {kyc.documentNumber && <Fact label={t('kyc.document')} value={`${kyc.documentType ? t(`kyc.documentTypes.${kyc.documentType}`) : ''} ${kyc.documentNumber.replace(/^\*+/, '•••• ')}`} />}
          {kyc.submittedAt && <Fact label={t('kyc.submittedAt')} value={formatDateTime(kyc.submittedAt)} />}
          {kyc.reviewedAt && <Fact label={t('kyc.reviewedAt')} value={formatDateTime(kyc.reviewedAt)} />}
        </dl>
      )}
      {onRetry && (
        <Button block color="primary" shape="rounded" onClick={onRetry} data-testid="kyc-retry">
          {t('kyc.retry')}
        </Button>
      )}
    </section>
  );
}

function stepState(status: KycInfo['status'], index: number): string {
  const reached = status === 'verified' ? 3 : status === 'pending' ? 1 : status === 'failed' ? 2 : 0;
  if (status === 'failed') return index === 0 ? 'done' : index === 1 ? 'failed' : '';
  return index < reached ? 'done' : index === reached ? 'current' : '';
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="kyc-fact">
      <dt>{label}</dt>
      <dd className="num">{value}</dd>
    </div>
  );
}

function useSubmitKyc(form: FormInstance, fields: readonly string[], onDone: () => void) {
  const { t } = useTranslation();
  return (submit: () => Promise<KycInfo>) =>
    submit()
      .then((result) => {
        queryClient.setQueryData(accountKeys.kyc(), result);
        void queryClient.invalidateQueries({ queryKey: accountKeys.info() });
        toastOk(t('kyc.submitted'));
        onDone();
        window.scrollTo({ top: 0 });
      })
      .catch((error: unknown) => showCallError(error, form, fields));
}

const INDIVIDUAL_FIELDS = ['firstName', 'lastName', 'documentType', 'documentNumber', 'country', 'frontImage', 'backImage'] as const;

function IndividualForm({ previous, onDone }: { previous: KycInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const r = useFormRules();
  const country = Form.useWatch('country', form) as string | undefined;
  const documentType = Form.useWatch('documentType', form) as string | undefined;
  const submitKyc = useSubmitKyc(form, INDIVIDUAL_FIELDS, onDone);
  const mutation = useMutation({ mutationFn: (body: IndividualKyc) => submitKyc(() => call(accountsApi.updateReal, { body })) });
  const mexicanId = country === 'MX' && documentType === 'idCard';
  const k = useFormRules('kyc.errors');
  const imageRule = [{ validator: async (_: unknown, value: unknown) => k.check(value ? undefined : 'uploadFirst') }];

  return (
    <Form
      form={form}
      className="auth-form kyc-form"
      layout="vertical"
      initialValues={{ firstName: previous.firstName ?? '', lastName: previous.lastName ?? '', documentType: previous.documentType ?? 'idCard', country: previous.country ?? 'MX' }}
      onFinish={(values: IndividualKyc & { documentType: string | string[] }) => {
        const docType = (Array.isArray(values.documentType) ? values.documentType[0] : values.documentType) as IndividualKyc['documentType'];
        mutation.mutate({ ...values, documentType: docType, documentNumber: values.documentNumber.trim().toUpperCase().replace(/[\s-]/g, '') });
      }}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={mutation.isPending} data-testid="kyc-submit">
          {t('kyc.submit')}
        </Button>
      }
    >
      <Form.Header>{t('kyc.sections.person')}</Form.Header>
      <Form.Item name="firstName" label={t('kyc.fields.firstName')} rules={r.of(rules.shortText)}>
        <Input placeholder={t('kyc.fields.firstNamePlaceholder')} maxLength={50} autoComplete="given-name" clearable data-testid="kyc-first-name" />
      </Form.Item>
      <Form.Item name="lastName" label={t('kyc.fields.lastName')} rules={r.of(rules.shortText)}>
        <Input placeholder={t('kyc.fields.lastNamePlaceholder')} maxLength={50} autoComplete="family-name" clearable data-testid="kyc-last-name" />
      </Form.Item>
      <Form.Item name="country" label={t('kyc.fields.country')} rules={r.of(rules.required)}>
        <CountryField testId="kyc-country" />
      </Form.Item>

      <Form.Header>{t('kyc.sections.document')}</Form.Header>
      <Form.Item
        name="documentType"
        label={t('kyc.fields.documentType')}
        rules={r.of(rules.required)}
        getValueProps={(value: unknown) => ({ value: value ? [value] : [] })}
        getValueFromEvent={(values: string[]) => values[0]}
      >
        <Selector columns={3} options={IdDocumentType.map((type) => ({ value: type, label: t(`kyc.documentTypes.${type}`) }))} className="kyc-doc-types" data-testid="kyc-document-type" />
      </Form.Item>
      <Form.Item
        name="documentNumber"
        label={t('kyc.fields.documentNumber')}
        dependencies={['country', 'documentType']}
        rules={[({ getFieldValue }) => ({ validator: async (_: unknown, value: unknown) => k.check(rules.documentNumber(getFieldValue('country'), getFieldValue('documentType'), value)) })]}
      >
        <Input placeholder={t(mexicanId ? 'kyc.fields.documentNumberMx' : 'kyc.fields.documentNumberPlaceholder')} maxLength={30} autoComplete="off" clearable data-testid="kyc-document-number" />
      </Form.Item>

      <Form.Header>{t('kyc.sections.images')}</Form.Header>
      <p className="kyc-images-hint">{t('kyc.imagesHint')}</p>
      <div className="kyc-images">
        <Form.Item name="frontImage" rules={imageRule}>
          <ImageUpload label={t('kyc.fields.front')} testId="kyc-front" />
        </Form.Item>
        <Form.Item name="backImage" rules={imageRule}>
          <ImageUpload label={t('kyc.fields.back')} testId="kyc-back" />
        </Form.Item>
      </div>
    </Form>
  );
}

const COMPANY_FIELDS = [...CORPORATE_FIELDS, 'licenseImage'] as const;

function CompanyForm({ previous, onDone }: { previous: KycInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const r = useFormRules('kyc.errors');
  const submitKyc = useSubmitKyc(form, COMPANY_FIELDS, onDone);
  const mutation = useMutation({ mutationFn: (body: CompanyKyc) => submitKyc(() => call(accountsApi.companyKyc, { body })) });
  return (
    <Form
      form={form}
      className="auth-form kyc-form"
      layout="vertical"
      initialValues={{ fullName: previous.companyName ?? '' }}
      onFinish={(values: CompanyKyc) => mutation.mutate(values)}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={mutation.isPending} data-testid="kyc-submit">
          {t('kyc.submit')}
        </Button>
      }
    >
      <Form.Header>{t('kyc.sections.company')}</Form.Header>
      <CorporateFields testPrefix="kyc-company" />
      <Form.Header>{t('kyc.sections.license')}</Form.Header>
      <p className="kyc-images-hint">{t('kyc.imagesHint')}</p>
      <div className="kyc-images kyc-images-single">
        <Form.Item name="licenseImage" rules={[{ validator: async (_: unknown, value: unknown) => r.check(value ? undefined : 'uploadFirst') }]}>
          <ImageUpload label={t('kyc.fields.license')} testId="kyc-license" />
        </Form.Item>
      </div>
    </Form>
  );
}
