-- Bonds, issue 34 item 6: the US Treasuries' rule states the ISR treatment the app applies
-- (no provisional withholding on foreign-source Treasury interest; residents declare it), so
-- the user reads it before buying. Same numbers, the new rule text, where terms exist.
insert into terms_versions (product, item, version, terms, rule_text, note, effective_from, created_by, created_by_username, created_at)
select product, item, version + 1, terms,
  '{"es":"Bonos del Tesoro de EE. UU.: comisión de {buyFeeRate} al comprar y {sellFeeRate} al vender antes del vencimiento, sobre el monto sucio (mínimo US$ {minFee}). Sin retención de ISR: la app no hace retención provisional sobre los intereses de bonos del Tesoro de EE. UU. (fuente extranjera, LISR art. 54 no se aplica); si eres residente en México, acumúlalos en tu declaración anual. Los rendimientos vienen de una curva simulada.","en":"US Treasuries: a fee of {buyFeeRate} on a buy and {sellFeeRate} on a sale before maturity, on the dirty amount (minimum US$ {minFee}). No ISR withholding: the app makes no provisional withholding on US Treasury interest (foreign-source; LISR art. 54 is not applied); Mexican residents must include it in their annual tax return. Yields come from a simulated curve.","zh":"美国国债：买入收取 {buyFeeRate}、到期前卖出收取 {sellFeeRate} 的佣金，按全价金额计算（最低 US$ {minFee}）。不预扣 ISR：本应用不对美国国债利息（境外来源，不适用所得税法第 54 条）做预扣；墨西哥居民须在年度申报中计入。收益率来自模拟曲线。"}'::jsonb,
  'the ISR treatment of US Treasury interest stated',
  now(), null, 'system', now()
from terms_versions
where product = 'bonds' and item = 'US'
order by version desc
limit 1;
