-- Trading's fee and leverage table becomes published product terms (issue 11 item 6):
-- version 1 of each market's terms is today's row of trading_rates, in effect since
-- ever; operators publish later versions in the back office. Every order keeps the
-- version it was taken under (orders placed before this migration: version 1).

insert into terms_versions (product, item, version, terms, rule_text, note, effective_from, created_by, created_by_username, created_at)
select
  'trading',
  r.market,
  1,
  jsonb_build_object(
    'buyRate', trim(trailing '.' from trim(trailing '0' from r.buy_rate::text)),
    'sellRate', trim(trailing '.' from trim(trailing '0' from r.sell_rate::text)),
    'minFee', (r.min_fee / 100.0)::numeric(20, 2)::text,
    'leverages', r.leverages,
    'defaultLeverage', r.default_leverage,
    'marginCallLevel', trim(trailing '.' from trim(trailing '0' from r.margin_call_level::text)),
    'liquidationLevel', trim(trailing '.' from trim(trailing '0' from r.liquidation_level::text)),
    'priceGuardPercent', trim(trailing '.' from trim(trailing '0' from r.price_guard_pct::text)),
    'minQuantity', trim(trailing '.' from trim(trailing '0' from r.min_quantity::text)),
    'quantityStep', trim(trailing '.' from trim(trailing '0' from r.quantity_step::text)),
    'maxQuantity', trim(trailing '.' from trim(trailing '0' from r.max_quantity::text))
  ),
  jsonb_build_object(
    'es', 'Comisión: {buyRate} del importe al comprar y {sellRate} al vender, con un mínimo de {minFee} por orden. Apalancamiento: {leverages} (por defecto {defaultLeverage}). Aviso de margen cuando el patrimonio baja de {marginCallLevel} veces el margen; las posiciones se cierran por debajo de {liquidationLevel}. Un precio límite debe estar a menos del {priceGuardPercent} % del precio de mercado. Cantidad de {minQuantity} a {maxQuantity}, en múltiplos de {quantityStep}.',
    'en', 'Fee: {buyRate} of the amount on a buy and {sellRate} on a sell, at least {minFee} per order. Leverage: {leverages} (default {defaultLeverage}). Margin call when equity falls below {marginCallLevel} times the margin; positions are closed below {liquidationLevel}. A limit price must be within {priceGuardPercent} % of the market price. Quantity from {minQuantity} to {maxQuantity}, in multiples of {quantityStep}.',
    'zh', '手续费：买入为成交额的 {buyRate}，卖出为 {sellRate}，每笔最低 {minFee}。杠杆：{leverages}（默认 {defaultLeverage}）。权益低于保证金的 {marginCallLevel} 倍时发出追加保证金通知；低于 {liquidationLevel} 倍时平仓。限价须在市价的 {priceGuardPercent}% 以内。数量 {minQuantity} 至 {maxQuantity}，须为 {quantityStep} 的整数倍。'
  ),
  'Seeded from the trading_rates table',
  timestamptz '1970-01-01 00:00:00+00',
  null,
  'system',
  now()
from trading_rates r;

alter table trading_orders add column terms_version_id integer references terms_versions (id);

update trading_orders o set terms_version_id = v.id
from terms_versions v
where v.product = 'trading' and v.item = o.market and v.version = 1;

-- The terms are the one source of these numbers now.
drop table trading_rates;
