-- Bonds, issue 34 items 2 and 4: UDIBONOS are priced, paid and redeemed in UDIs (converted at
-- each date's simulated UDI value) and M-Bono coupons pay N = actual days of their period, the
-- first from the issue date. Where the Mexican bonds' terms are already published, the next
-- version states it (same numbers, the new rule text); a fresh database publishes it as
-- version 1 (modules/bonds/terms.ts).
insert into terms_versions (product, item, version, terms, rule_text, note, effective_from, created_by, created_by_username, created_at)
select product, item, version + 1, terms,
  '{"es":"Bonos de México: compra sin comisión; venta antes del vencimiento con comisión de {sellFeeRate} sobre el monto sucio (mínimo MX$ {minFee}). Retención de ISR para residentes en México: {isrRatePercent} % anual sobre el capital, por los días de cada pago de intereses (LISR arts. 54 y 133). Los rendimientos vienen de una curva simulada. Cupones de BONOS M y UDIBONOS: VN × tasa × N/360, N = días reales del periodo (el primero corre desde la emisión). UDIBONOS: valor nominal de 100 UDIs; precio, cupones y amortización en UDIs, convertidos al valor de la UDI de cada fecha. La serie de la UDI es simulada: parte del valor publicado por Banxico el 21/06/2025 (8.493561 pesos) y crece con una inflación simulada de 4.00 % anual.","en":"Mexican bonds: buying is free; a sale before maturity pays {sellFeeRate} of the dirty amount (minimum MX$ {minFee}). ISR withholding for Mexican residents: {isrRatePercent} % a year on the capital, for the days of each interest payment (LISR arts. 54 and 133). Yields come from a simulated curve. BONOS M and UDIBONOS coupons: face × rate × N/360, N = actual days of the period (the first runs from the issue date). UDIBONOS: face 100 UDIs; price, coupons and redemption in UDIs, converted at each date’s UDI value. The UDI series is simulated: it starts from Banxico’s published value of 21 Jun 2025 (8.493561 pesos) and grows at a simulated inflation of 4.00 % a year.","zh":"墨西哥债券：买入免佣金；到期前卖出按全价金额收取 {sellFeeRate} 的佣金（最低 MX$ {minFee}）。墨西哥居民的 ISR 预扣：按本金每年 {isrRatePercent}%，按每次付息的天数计算（所得税法第 54、133 条）。收益率来自模拟曲线。BONOS M 与 UDIBONOS 票息：面值 × 票面利率 × N/360，N 为该期实际天数（首期自发行日起算）。UDIBONOS：面值 100 UDI；价格、票息和到期偿付均以 UDI 计算，按各自日期的 UDI 值换算为比索。UDI 序列为模拟值：以墨西哥央行公布的 2025 年 6 月 21 日数值（8.493561 比索）为起点，按每年 4.00% 的模拟通胀增长。"}'::jsonb,
  'UDIBONOS in UDIs at each date''s UDI value; coupons by actual days, the first period from the issue date',
  now(), null, 'system', now()
from terms_versions
where product = 'bonds' and item = 'MX'
order by version desc
limit 1;
