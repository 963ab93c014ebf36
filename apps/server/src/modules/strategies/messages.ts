import { defineTexts } from '../../i18n/text.ts';

export const t = defineTexts({
  notFound: { es: 'No existe esa estrategia', en: 'There is no such strategy', zh: '没有该策略' },
  codeTaken: { es: 'Ya existe una estrategia con el código {code}', en: 'A strategy with code {code} already exists', zh: '代码为 {code} 的策略已存在' },
  codeFixed: { es: 'El código de una estrategia no cambia ({code})', en: "A strategy's code does not change ({code})", zh: '策略代码不可更改（{code}）' },
  paramsLocked: {
    es: 'La estrategia ya operó: su tipo e instrumentos ({codes}) no cambian; los demás parámetros sí',
    en: 'The strategy has already traded: its kind and instruments ({codes}) stay; its other parameters may change',
    zh: '该策略已有交易：类型和标的（{codes}）不可更改，其他参数可以修改',
  },
  badCapital: { es: 'Capital inválido', en: 'Invalid capital', zh: '资金无效' },
  disclaimer: {
    es: 'Los resultados pasados no predicen resultados futuros.',
    en: 'Past results do not predict future results.',
    zh: '过往业绩不预示未来表现。',
  },
  maMomentum: {
    es: 'Impulso de medias móviles: cada día, al cierre, cada acción de {codes} cuya media de {fast} días está por encima de la de {slow} días recibe una parte igual del {investPct} % del capital; las demás se venden. Solo se reequilibra si una posición se aleja más de {bandPct} % del capital de su objetivo. Unidades enteras, al precio de cierre del mercado simulado.',
    en: 'Moving-average momentum: each day at the close, every stock of {codes} whose {fast}-day average is above its {slow}-day average gets an equal share of {investPct} % of equity; the others are sold. A position is rebalanced only when it is more than {bandPct} % of equity off its target. Whole units at the simulated market close.',
    zh: '均线动量：每个交易日收盘时，{codes} 中 {fast} 日均线高于 {slow} 日均线的股票平分 {investPct}% 的资金，其余卖出。仅当某持仓偏离目标超过资金的 {bandPct}% 时才再平衡。按模拟市场收盘价以整数单位成交。',
  },
  meanReversion: {
    es: 'Reversión a la media en {code}: la estrategia compra pesos (valorados en dólares a 1 / cierre) con el {investPct} % del capital cuando su puntuación z de {lookback} días es −{entryZ} o menor (peso barato) y los vende cuando vuelve a {exitZ} o más. Al cierre del mercado simulado.',
    en: 'Mean reversion on {code}: the strategy buys pesos (worth 1 / close in dollars) with {investPct} % of equity when their {lookback}-day z-score is −{entryZ} or lower (cheap peso) and sells them when it is back at {exitZ} or higher. At the simulated market close.',
    zh: '{code} 均值回归：当比索（按 1 / 收盘价折算美元）的 {lookback} 日 z 分数不高于 −{entryZ}（比索便宜）时，用 {investPct}% 的资金买入比索；当回到 {exitZ} 或以上时卖出。按模拟市场收盘价成交。',
  },
});
