import type { Locale, NewsCategory } from '@app/contracts';
import type { AppContext } from '../../context.ts';

/**
 * Demo articles, written for this project in the three languages. Each is dated by its
 * publish time (a few hours or days before the seed runs) and says that its figures
 * are illustrative; no quote is attributed to a real person.
 */
interface Story {
  key: string;
  category: NewsCategory;
  /** How long before the seed the article was published. */
  hoursAgo: number;
  texts: Record<Locale, { title: string; summary: string; body: string }>;
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
    key: 'ipc-close',
    category: 'markets',
    hoursAgo: 20,
    texts: {
      es: {
        title: 'El S&P/BMV IPC cierra con ganancias impulsado por financieras y consumo',
        summary: 'El principal índice de la Bolsa Mexicana de Valores subió 0.8% en una sesión de volumen moderado.',
        body: [
          'Ciudad de México, {date}. El índice S&P/BMV IPC terminó la sesión con un avance de 0.8%, su mejor jornada en dos semanas, apoyado por las emisoras financieras y de consumo básico.',
          'Los bancos encabezaron las alzas después de que la baja de tasas redujera la presión sobre la calidad de sus carteras, mientras que las cadenas de autoservicio avanzaron por expectativas de una temporada de fin de año sólida. Las mineras cerraron mixtas por la variación en los precios de los metales.',
          'El volumen operado fue moderado, por debajo del promedio de los últimos veinte días. En el mercado cambiario el peso cerró prácticamente sin cambios.',
        ].join('\n\n'),
      },
      en: {
        title: 'S&P/BMV IPC closes higher, led by financials and consumer stocks',
        summary: "The Mexican Stock Exchange's main index rose 0.8% on moderate volume.",
        body: [
          'Mexico City, {date}. The S&P/BMV IPC index ended the session up 0.8%, its best day in two weeks, supported by financial and consumer staples issuers.',
          'Banks led the gains after the rate cut eased pressure on the quality of their loan books, while retail chains advanced on expectations of a solid holiday season. Miners closed mixed as metal prices moved.',
          'Trading volume was moderate, below the twenty-day average. In the currency market the peso closed practically unchanged.',
        ].join('\n\n'),
      },
      zh: {
        title: '墨西哥S&P/BMV IPC指数收高，金融和消费股领涨',
        summary: '墨西哥证券交易所主要指数在成交量适中的交易日上涨0.8%。',
        body: [
          '墨西哥城，{date}。S&P/BMV IPC指数收盘上涨0.8%，创两周来最佳单日表现，金融和必需消费品板块提供支撑。',
          '降息缓解了银行资产质量压力，银行股领涨；零售连锁企业因市场预期年末消费旺季表现良好而上涨。矿业股受金属价格波动影响涨跌互现。',
          '成交量适中，低于二十日均值。外汇市场上，比索收盘基本持平。',
        ].join('\n\n'),
      },
    },
  },
  {
    key: 'peso-dollar',
    category: 'markets',
    hoursAgo: 4,
    texts: {
      es: {
        title: 'El peso opera estable frente al dólar a la espera de datos de empleo en EE. UU.',
        summary: 'El tipo de cambio se movió en un rango estrecho; los inversionistas esperan las cifras de nómina no agrícola.',
        body: [
          'Ciudad de México, {date}. El peso mexicano cotizaba en un rango estrecho frente al dólar estadounidense durante la mañana, alrededor de 18.30 unidades por dólar en operaciones al mayoreo.',
          'Los participantes del mercado se mantenían a la espera del informe de empleo de Estados Unidos, que podría influir en las expectativas sobre la política de la Reserva Federal y, con ello, en el diferencial de tasas que ha favorecido al peso.',
          'El índice del dólar frente a una canasta de divisas principales mostraba pocos cambios. Las tasas ofrecidas al público en sucursales bancarias suelen ser más altas que las del mercado al mayoreo.',
        ].join('\n\n'),
      },
      en: {
        title: 'Peso steady against the dollar ahead of US jobs data',
        summary: 'The exchange rate moved in a narrow range as investors waited for the non-farm payrolls figures.',
        body: [
          'Mexico City, {date}. The Mexican peso traded in a narrow range against the US dollar in the morning, around 18.30 per dollar in wholesale trading.',
          'Market participants were waiting for the US employment report, which could shape expectations for Federal Reserve policy and, with it, the interest-rate gap that has favoured the peso.',
          'The dollar index against a basket of major currencies showed little change. Rates offered to the public at bank branches are usually higher than wholesale rates.',
        ].join('\n\n'),
      },
      zh: {
        title: '美国就业数据公布前，比索兑美元走势平稳',
        summary: '汇率在窄幅区间内波动，投资者等待非农就业数据。',
        body: [
          '墨西哥城，{date}。墨西哥比索兑美元上午在窄幅区间内交易，批发市场报价约为1美元兑18.30比索。',
          '市场参与者等待美国就业报告。该报告可能影响市场对美联储政策的预期，进而影响一直利好比索的利差。',
          '美元兑一篮子主要货币的指数变化不大。银行网点向公众提供的汇率通常高于批发市场汇率。',
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
  {
    key: 'hang-seng-tech',
    category: 'global',
    hoursAgo: 10,
    texts: {
      es: {
        title: 'El Hang Seng Tech rebota con fuerza tras datos económicos de China',
        summary: 'Las tecnológicas listadas en Hong Kong subieron más de 2% después de cifras de producción industrial mejores a lo previsto.',
        body: [
          'Hong Kong, {date}. El índice Hang Seng Tech avanzó 2.3% al cierre en Hong Kong, mientras que el índice Hang Seng general subió 1.1%.',
          'Las plataformas de comercio electrónico y los fabricantes de vehículos eléctricos lideraron las alzas después de que las cifras de producción industrial y ventas minoristas de China superaran las expectativas.',
          'Los inversionistas extranjeros siguen atentos a las medidas de estímulo y a la evolución de las relaciones comerciales. Las acciones de Hong Kong se negocian en dólares de Hong Kong y en lotes fijos que varían por emisora.',
        ].join('\n\n'),
      },
      en: {
        title: 'Hang Seng Tech rebounds strongly after Chinese economic data',
        summary: 'Hong Kong-listed tech stocks rose more than 2% after better-than-expected industrial output figures.',
        body: [
          'Hong Kong, {date}. The Hang Seng Tech index closed 2.3% higher in Hong Kong, while the broader Hang Seng index rose 1.1%.',
          'E-commerce platforms and electric-vehicle makers led the gains after China’s industrial output and retail sales figures beat expectations.',
          'Foreign investors remain focused on stimulus measures and on trade relations. Hong Kong shares trade in Hong Kong dollars and in fixed board lots that vary by issuer.',
        ].join('\n\n'),
      },
      zh: {
        title: '中国经济数据公布后，恒生科技指数强劲反弹',
        summary: '工业产出数据好于预期，香港上市科技股涨逾2%。',
        body: [
          '香港，{date}。恒生科技指数收涨2.3%，恒生指数上涨1.1%。',
          '中国工业增加值和社会消费品零售总额数据好于预期，电商平台和电动车制造商领涨。',
          '境外投资者继续关注刺激措施和贸易关系走向。港股以港元交易，每手股数因发行人而异。',
        ].join('\n\n'),
      },
    },
  },
];

const DATE_LOCALE: Record<Locale, string> = { es: 'es-MX', en: 'en-US', zh: 'zh-CN' };

function dateline(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], { timeZone: 'America/Mexico_City', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(ms));
}

/** Seeds the demo articles once (keyed by story and language). */
export async function seedDemoNews(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  let added = 0;
  for (const story of STORIES) {
    const publishAt = now - story.hoursAgo * 3_600_000;
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
