import type { Locale, NewsCategory } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import type { MarketService } from '../market/service.ts';

/**
 * Demo articles, written for this project in the three languages. Each is dated by its
 * publish time (a few hours or days before the seed runs) and says that it is a
 * demonstration; no quote is attributed to a real person. Market figures (index moves,
 * the peso) are the simulated market's at the article's time (MARKET_STORIES).
 */
type Texts = Record<Locale, { title: string; summary: string; body: string }>;

interface Story {
  key: string;
  category: NewsCategory;
  /** How long before the seed the article was published. */
  hoursAgo: number;
  texts: Texts;
}

/** An index's last completed session in the simulated market: its change and when it closed. */
export interface DayMove {
  /** Percent change on the previous close, one decimal, signed. */
  pct: number;
  close: number;
  closeAt: number;
}

/** Figures the market stories quote, taken from the simulated market when the seed runs. */
export interface Figures {
  ipc: DayMove;
  hsi: DayMove;
  hstech: DayMove;
  /** USD/MXN when the peso story was published and when the IPC closed. */
  usdMxn: number;
  usdMxnAtIpcClose: number;
}

/** A story whose figures (and the words that go with their sign) come from the simulated market. */
interface MarketStory {
  key: string;
  category: NewsCategory;
  publishAt: (figures: Figures, now: number) => number;
  texts: (figures: Figures) => Texts;
}

const SOURCE: Record<Locale, string> = { es: 'Redacción Bolsa MX', en: 'Bolsa MX newsroom', zh: 'Bolsa MX 编辑部' };

const NOTE: Record<Locale, string> = {
  es: 'Artículo de demostración escrito para esta aplicación; las cifras son ilustrativas y no constituyen una recomendación de inversión.',
  en: 'Demonstration article written for this app; the figures are illustrative and are not investment advice.',
  zh: '本文为本应用编写的演示文章；文中数据仅作示意，不构成投资建议。',
};

const STORIES: Story[] = [
  {
    key: 'banxico-rate',
    category: 'economy',
    hoursAgo: 50,
    texts: {
      es: {
        title: 'Banxico recorta su tasa objetivo en 25 puntos base',
        summary: 'La Junta de Gobierno del Banco de México bajó la tasa de interés interbancaria a un día y mantuvo un tono prudente ante la inflación subyacente.',
        body: [
          'Ciudad de México, {date}. La Junta de Gobierno del Banco de México decidió por mayoría recortar en 25 puntos base la tasa objetivo de interés interbancaria a un día, que queda en 7.00%.',
          'En su comunicado, el banco central señaló que la inflación general ha continuado moderándose, aunque la subyacente, que excluye los precios más volátiles, sigue por encima de la meta de 3% más/menos un punto. Indicó que las decisiones futuras dependerán de los datos que se publiquen.',
          'Tras el anuncio, los rendimientos de los bonos M a corto plazo bajaron ligeramente y el peso se mantuvo estable frente al dólar. Los analistas consultados en la encuesta mensual del propio banco esperan uno o dos recortes adicionales en los próximos meses.',
          'Para los ahorradores, una tasa más baja suele reducir el rendimiento de los instrumentos de renta fija de nueva emisión; para las empresas, abarata el crédito.',
        ].join('\n\n'),
      },
      en: {
        title: 'Banxico cuts its target rate by 25 basis points',
        summary: "The Bank of Mexico's Governing Board lowered the overnight interbank rate and kept a cautious tone on core inflation.",
        body: [
          'Mexico City, {date}. The Governing Board of the Bank of Mexico decided by majority to cut the target for the overnight interbank interest rate by 25 basis points, to 7.00%.',
          'In its statement the central bank said headline inflation has kept easing, while core inflation, which leaves out the most volatile prices, remains above the 3% plus or minus one point target. It said future decisions will depend on incoming data.',
          "After the announcement short-dated M bond yields edged lower and the peso held steady against the dollar. Analysts in the bank's own monthly survey expect one or two further cuts in the coming months.",
          'For savers, a lower rate usually means lower yields on newly issued fixed-income instruments; for companies, it makes credit cheaper.',
        ].join('\n\n'),
      },
      zh: {
        title: '墨西哥央行将目标利率下调25个基点',
        summary: '墨西哥央行理事会下调隔夜银行间利率，并对核心通胀保持谨慎态度。',
        body: [
          '墨西哥城，{date}。墨西哥央行理事会以多数票决定将隔夜银行间利率目标下调25个基点至7.00%。',
          '央行在声明中表示，整体通胀持续回落，但剔除波动较大价格后的核心通胀仍高于3%（上下浮动一个百分点）的目标区间。央行表示，未来的决定将取决于后续公布的数据。',
          '消息公布后，短期M债券收益率小幅走低，比索兑美元汇率保持稳定。央行月度调查中的分析师预计，未来几个月还将有一到两次降息。',
          '对储户而言，利率下降通常意味着新发行固定收益产品的收益率降低；对企业而言，则意味着融资成本下降。',
        ].join('\n\n'),
      },
    },
  },
  {
    key: 'us-earnings',
    category: 'companies',
    hoursAgo: 74,
    texts: {
      es: {
        title: 'Temporada de reportes en EE. UU.: la mayoría de las empresas del S&P 500 supera estimados',
        summary: 'Con más de la mitad de las compañías reportadas, las utilidades crecen a un ritmo de un dígito alto, lideradas por tecnología.',
        body: [
          'Nueva York, {date}. Con más de la mitad de las empresas del índice S&P 500 ya reportadas, alrededor de tres de cada cuatro han superado las estimaciones de utilidades de los analistas, según los conteos habituales del mercado.',
          'El sector de tecnología concentra buena parte del crecimiento, impulsado por la demanda de servicios en la nube y de semiconductores. En contraste, las empresas de energía reportan utilidades menores que hace un año por precios del crudo más bajos.',
          'Las reacciones en bolsa han sido selectivas: varias compañías que superaron estimados bajaron en la sesión siguiente porque sus previsiones para el próximo trimestre quedaron por debajo de lo esperado.',
        ].join('\n\n'),
      },
      en: {
        title: 'US earnings season: most S&P 500 companies beat estimates',
        summary: 'With more than half of companies reported, earnings are growing at a high single-digit pace, led by technology.',
        body: [
          'New York, {date}. With more than half of S&P 500 companies having reported, roughly three in four have beaten analysts’ earnings estimates, according to the usual market tallies.',
          'Technology accounts for much of the growth, driven by demand for cloud services and semiconductors. Energy companies, by contrast, report lower profits than a year ago on lower crude prices.',
          'Share-price reactions have been selective: several companies that beat estimates fell the next session because their guidance for the coming quarter came in below expectations.',
        ].join('\n\n'),
      },
      zh: {
        title: '美股财报季：多数标普500成分公司业绩超预期',
        summary: '已有过半公司公布财报，盈利以接近两位数的速度增长，科技板块领跑。',
        body: [
          '纽约，{date}。标普500指数成分公司中已有过半公布财报，按市场常用统计，约四分之三的公司盈利超过分析师预期。',
          '科技板块贡献了大部分增长，主要受云服务和半导体需求推动。相比之下，由于原油价格较低，能源公司的利润低于去年同期。',
          '股价反应分化：多家业绩超预期的公司在次日下跌，原因是其下季度业绩指引低于预期。',
        ].join('\n\n'),
      },
    },
  },
];

const PESO_HOURS_AGO = 4;
const pct = (n: number) => Math.abs(n).toFixed(1);
const rate = (n: number) => n.toFixed(2);

/**
 * The market stories: every figure they print (index moves, the peso) is the simulated
 * market's at the article's time, so no article contradicts the quotes the app shows.
 */
const MARKET_STORIES: MarketStory[] = [
  {
    key: 'ipc-close',
    category: 'markets',
    publishAt: (f) => f.ipc.closeAt + 20 * 60_000,
    texts: ({ ipc, usdMxnAtIpcClose }) => {
      const up = ipc.pct >= 0;
      return {
        es: {
          title: up ? `El S&P/BMV IPC cierra con una ganancia de ${pct(ipc.pct)}%` : `El S&P/BMV IPC cierra con una baja de ${pct(ipc.pct)}%`,
          summary: `El principal índice de la Bolsa Mexicana de Valores ${up ? 'subió' : 'bajó'} ${pct(ipc.pct)}% y terminó en ${ipc.close.toLocaleString('en-US', { maximumFractionDigits: 2 })} puntos.`,
          body: [
            `Ciudad de México, {date}. El índice S&P/BMV IPC terminó la sesión con ${up ? 'un avance' : 'un retroceso'} de ${pct(ipc.pct)}%, en ${ipc.close.toLocaleString('en-US', { maximumFractionDigits: 2 })} puntos.`,
            'Las emisoras financieras y de consumo básico, las de mayor peso en el índice, marcaron el rumbo de la jornada; las mineras siguieron la variación de los precios de los metales.',
            `En el mercado cambiario, el dólar cerró en ${rate(usdMxnAtIpcClose)} pesos.`,
          ].join('\n\n'),
        },
        en: {
          title: up ? `S&P/BMV IPC closes ${pct(ipc.pct)}% higher` : `S&P/BMV IPC closes ${pct(ipc.pct)}% lower`,
          summary: `The Mexican Stock Exchange's main index ${up ? 'rose' : 'fell'} ${pct(ipc.pct)}% to ${ipc.close.toLocaleString('en-US', { maximumFractionDigits: 2 })} points.`,
          body: [
            `Mexico City, {date}. The S&P/BMV IPC index ended the session ${up ? 'up' : 'down'} ${pct(ipc.pct)}% at ${ipc.close.toLocaleString('en-US', { maximumFractionDigits: 2 })} points.`,
            'Financial and consumer staples issuers, the heaviest in the index, set the tone of the day; miners followed the moves in metal prices.',
            `In the currency market the dollar closed at ${rate(usdMxnAtIpcClose)} pesos.`,
          ].join('\n\n'),
        },
        zh: {
          title: up ? `墨西哥S&P/BMV IPC指数收涨${pct(ipc.pct)}%` : `墨西哥S&P/BMV IPC指数收跌${pct(ipc.pct)}%`,
          summary: `墨西哥证券交易所主要指数${up ? '上涨' : '下跌'}${pct(ipc.pct)}%，收于${ipc.close.toLocaleString('en-US', { maximumFractionDigits: 2 })}点。`,
          body: [
            `墨西哥城，{date}。S&P/BMV IPC指数收盘${up ? '上涨' : '下跌'}${pct(ipc.pct)}%，报${ipc.close.toLocaleString('en-US', { maximumFractionDigits: 2 })}点。`,
            '权重最大的金融和必需消费品板块主导当日走势；矿业股随金属价格波动。',
            `外汇市场上，美元兑比索收于${rate(usdMxnAtIpcClose)}。`,
          ].join('\n\n'),
        },
      };
    },
  },
  {
    key: 'peso-dollar',
    category: 'markets',
    publishAt: (_f, now) => now - PESO_HOURS_AGO * 3_600_000,
    texts: ({ usdMxn }) => ({
      es: {
        title: 'El peso opera en un rango estrecho frente al dólar a la espera de datos de empleo en EE. UU.',
        summary: `El tipo de cambio rondaba ${rate(usdMxn)} pesos por dólar; los inversionistas esperan las cifras de nómina no agrícola.`,
        body: [
          `Ciudad de México, {date}. El peso mexicano cotizaba en un rango estrecho frente al dólar estadounidense, alrededor de ${rate(usdMxn)} unidades por dólar en operaciones al mayoreo.`,
          'Los participantes del mercado se mantenían a la espera del informe de empleo de Estados Unidos, que podría influir en las expectativas sobre la política de la Reserva Federal y, con ello, en el diferencial de tasas entre ambos países.',
          'Las tasas ofrecidas al público en sucursales bancarias suelen ser más altas que las del mercado al mayoreo.',
        ].join('\n\n'),
      },
      en: {
        title: 'Peso trades in a narrow range against the dollar ahead of US jobs data',
        summary: `The exchange rate hovered around ${rate(usdMxn)} pesos per dollar as investors waited for the non-farm payrolls figures.`,
        body: [
          `Mexico City, {date}. The Mexican peso traded in a narrow range against the US dollar, around ${rate(usdMxn)} per dollar in wholesale trading.`,
          'Market participants were waiting for the US employment report, which could shape expectations for Federal Reserve policy and, with it, the interest-rate gap between the two countries.',
          'Rates offered to the public at bank branches are usually higher than wholesale rates.',
        ].join('\n\n'),
      },
      zh: {
        title: '美国就业数据公布前，比索兑美元窄幅波动',
        summary: `汇率在1美元兑${rate(usdMxn)}比索附近波动，投资者等待非农就业数据。`,
        body: [
          `墨西哥城，{date}。墨西哥比索兑美元在窄幅区间内交易，批发市场报价约为1美元兑${rate(usdMxn)}比索。`,
          '市场参与者等待美国就业报告。该报告可能影响市场对美联储政策的预期，进而影响两国之间的利差。',
          '银行网点向公众提供的汇率通常高于批发市场汇率。',
        ].join('\n\n'),
      },
    }),
  },
  {
    key: 'hang-seng-tech',
    category: 'global',
    publishAt: (f) => f.hstech.closeAt + 20 * 60_000,
    texts: ({ hsi, hstech }) => {
      const up = hstech.pct >= 0;
      const hsiUp = hsi.pct >= 0;
      return {
        es: {
          title: up ? `El Hang Seng Tech sube ${pct(hstech.pct)}% en Hong Kong` : `El Hang Seng Tech baja ${pct(hstech.pct)}% en Hong Kong`,
          summary: `Las tecnológicas listadas en Hong Kong ${up ? 'avanzaron' : 'retrocedieron'} ${pct(hstech.pct)}%; el Hang Seng ${hsiUp ? 'subió' : 'bajó'} ${pct(hsi.pct)}%.`,
          body: [
            `Hong Kong, {date}. El índice Hang Seng Tech ${up ? 'avanzó' : 'retrocedió'} ${pct(hstech.pct)}% al cierre en Hong Kong, mientras que el índice Hang Seng general ${hsiUp ? 'subió' : 'bajó'} ${pct(hsi.pct)}%.`,
            'Las plataformas de comercio electrónico y los fabricantes de vehículos eléctricos, de gran peso en el índice tecnológico, marcaron la sesión, atenta a las cifras de producción industrial y ventas minoristas de China.',
            'Las acciones de Hong Kong se negocian en dólares de Hong Kong y en lotes fijos que varían por emisora.',
          ].join('\n\n'),
        },
        en: {
          title: up ? `Hang Seng Tech rises ${pct(hstech.pct)}% in Hong Kong` : `Hang Seng Tech falls ${pct(hstech.pct)}% in Hong Kong`,
          summary: `Hong Kong-listed tech stocks ${up ? 'rose' : 'fell'} ${pct(hstech.pct)}%; the Hang Seng ${hsiUp ? 'gained' : 'lost'} ${pct(hsi.pct)}%.`,
          body: [
            `Hong Kong, {date}. The Hang Seng Tech index closed ${pct(hstech.pct)}% ${up ? 'higher' : 'lower'} in Hong Kong, while the broader Hang Seng index ${hsiUp ? 'rose' : 'fell'} ${pct(hsi.pct)}%.`,
            'E-commerce platforms and electric-vehicle makers, heavy in the tech index, set the tone of a session watching China’s industrial output and retail sales figures.',
            'Hong Kong shares trade in Hong Kong dollars and in fixed board lots that vary by issuer.',
          ].join('\n\n'),
        },
        zh: {
          title: up ? `恒生科技指数收涨${pct(hstech.pct)}%` : `恒生科技指数收跌${pct(hstech.pct)}%`,
          summary: `香港上市科技股${up ? '上涨' : '下跌'}${pct(hstech.pct)}%，恒生指数${hsiUp ? '上涨' : '下跌'}${pct(hsi.pct)}%。`,
          body: [
            `香港，{date}。恒生科技指数收${up ? '涨' : '跌'}${pct(hstech.pct)}%，恒生指数${hsiUp ? '上涨' : '下跌'}${pct(hsi.pct)}%。`,
            '在科技指数中权重较大的电商平台和电动车制造商主导走势，市场关注中国工业增加值和社会消费品零售总额数据。',
            '港股以港元交易，每手股数因发行人而异。',
          ].join('\n\n'),
        },
      };
    },
  },
];

/** The last completed session of an index: its change on the session before and its closing time. */
export function lastSession(market: MarketService, code: string): DayMove {
  const info = market.session(code);
  // While it trades (or before today's open), look at the market just before today's session.
  const at = info.status === 'closed' ? market.now() : (info.regularOpen ?? market.now()) - 45 * 60_000;
  const q = market.provider.quote(code, at);
  const change = q.prevClose > 0 ? ((q.price - q.prevClose) / q.prevClose) * 100 : 0;
  return { pct: Math.round(change * 10) / 10, close: q.price, closeAt: q.time };
}

export function marketFigures(market: MarketService): Figures {
  const now = market.now();
  const ipc = lastSession(market, 'MEXBOL');
  return {
    ipc,
    hsi: lastSession(market, 'HSI'),
    hstech: lastSession(market, 'HSTECH'),
    usdMxn: market.provider.quote('USD/MXN', now - PESO_HOURS_AGO * 3_600_000).price,
    usdMxnAtIpcClose: market.provider.quote('USD/MXN', ipc.closeAt).price,
  };
}

const DATE_LOCALE: Record<Locale, string> = { es: 'es-MX', en: 'en-US', zh: 'zh-CN' };

function dateline(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], { timeZone: 'America/Mexico_City', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(ms));
}

/** Seeds the demo articles once (keyed by story and language); market figures from the simulated market now. */
export async function seedDemoNews(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const market = ctx.services.market;
  const figures = market ? marketFigures(market) : undefined;
  const articles: Array<{ key: string; category: NewsCategory; publishAt: number; texts: Texts }> = [
    ...STORIES.map((story) => ({ key: story.key, category: story.category, publishAt: now - story.hoursAgo * 3_600_000, texts: story.texts })),
    ...(figures ? MARKET_STORIES.map((story) => ({ key: story.key, category: story.category, publishAt: Math.min(now, story.publishAt(figures, now)), texts: story.texts(figures) })) : []),
  ];
  let added = 0;
  for (const story of articles) {
    const publishAt = story.publishAt;
    for (const locale of ['es', 'en', 'zh'] as const) {
      const text = story.texts[locale];
      const result = await ctx.db
        .insertInto('news_articles')
        .values({
          language: locale,
          category: story.category,
          title: text.title,
          summary: text.summary,
          body: `${text.body.replace('{date}', dateline(publishAt, locale))}\n\n${NOTE[locale]}`,
          cover: null,
          source: SOURCE[locale],
          status: 'published',
          publish_at: new Date(publishAt),
          seed_key: `demo:${story.key}:${locale}`,
          created_by: null,
          updated_by: null,
          created_at: new Date(publishAt),
          updated_at: new Date(publishAt),
        })
        .onConflict((oc) => oc.column('seed_key').doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
  }
  if (added) ctx.log.info({ articles: added }, 'demo news seeded');
}
