import { CheckList, Popup, SearchBar } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../profile/queries.ts';
import { filterCountries } from './countries.ts';

/** Countries from /areaInfo/list, searchable, in a bottom sheet. A Form control (value = ISO code). */
export function CountryField({ value, onChange, testId }: { value?: string; onChange?: (code: string) => void; testId: string }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const list = useMemo(() => filterCountries(countries.data ?? [], search), [countries.data, search]);
  const selected = countries.data?.find((c) => c.code === value);
  return (
    <>
      <button type="button" className="select-field" onClick={() => setOpen(true)} data-testid={testId}>
        <span className={selected ? '' : 'select-placeholder'}>{selected ? selected.name : value || t('kyc.fields.countryPlaceholder')}</span>
        <DownOutline />
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="country-popup" destroyOnClose>
        <div className="country-search">
          <SearchBar placeholder={t('kyc.fields.countrySearch')} value={search} onChange={setSearch} cancelText={t('common.cancel')} data-testid={`${testId}-search`} />
        </div>
        <div className="country-list">
          {countries.isError ? (
            <button type="button" className="link-button country-retry" onClick={() => void countries.refetch()}>
              {t('common.connectionTimeout')}
            </button>
          ) : list.length === 0 && countries.data ? (
            <p className="country-empty">{t('kyc.errors.noCountries')}</p>
          ) : (
            <CheckList
              value={value ? [value] : []}
              onChange={(values) => {
                const code = values[0];
                if (code) onChange?.(String(code));
                setOpen(false);
                setSearch('');
              }}
            >
              {list.map((country) => (
                <CheckList.Item key={country.code} value={country.code} data-testid={`country-${country.code}`}>
                  {country.name}
                </CheckList.Item>
              ))}
            </CheckList>
          )}
        </div>
      </Popup>
    </>
  );
}
