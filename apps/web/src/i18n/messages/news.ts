import { defineMessages } from '../types.ts';

/** News articles (home list, detail) and the in-app webview. */
export default defineMessages({
  es: {
    title: 'Noticias',
    categories: { all: 'Todas', markets: 'Mercados', economy: 'Economía', companies: 'Empresas', global: 'Global' },
    more: 'Ver más noticias',
    empty: 'Aún no hay noticias',
    notFound: 'Esta noticia ya no está disponible',
    source: 'Fuente: {{source}}',
    published: 'Publicado el {{date}}',
    webview: {
      refusedTitle: 'No se puede abrir esta página',
      refusedBody: 'Por tu seguridad, la aplicación solo abre páginas de sitios de confianza (Banxico, BMV, SEC, HKEX y gob.mx).',
      refusedHost: 'Dirección solicitada: {{host}}',
      missing: 'No se indicó ninguna página',
      openExternal: 'Abrir en el navegador',
      loading: 'Cargando página…',
      blockedHint: 'Si la página no aparece, es posible que el sitio no permita mostrarse dentro de otra aplicación.',
    },
  },
  en: {
    title: 'News',
    categories: { all: 'All', markets: 'Markets', economy: 'Economy', companies: 'Companies', global: 'Global' },
    more: 'More news',
    empty: 'No news yet',
    notFound: 'This article is no longer available',
    source: 'Source: {{source}}',
    published: 'Published {{date}}',
    webview: {
      refusedTitle: 'This page cannot be opened',
      refusedBody: 'For your safety the app only opens pages of trusted sites (Banxico, BMV, SEC, HKEX and gob.mx).',
      refusedHost: 'Requested address: {{host}}',
      missing: 'No page was given',
      openExternal: 'Open in the browser',
      loading: 'Loading page…',
      blockedHint: 'If the page does not appear, the site may not allow being shown inside another app.',
    },
  },
  zh: {
    title: '新闻',
    categories: { all: '全部', markets: '市场', economy: '经济', companies: '公司', global: '全球' },
    more: '更多新闻',
    empty: '暂无新闻',
    notFound: '该新闻已无法查看',
    source: '来源：{{source}}',
    published: '发布于 {{date}}',
    webview: {
      refusedTitle: '无法打开此页面',
      refusedBody: '为保障您的安全，应用仅打开受信任网站的页面（墨西哥央行、墨西哥证券交易所、美国证监会、港交所及墨西哥政府网站）。',
      refusedHost: '请求的地址：{{host}}',
      missing: '未指定页面',
      openExternal: '在浏览器中打开',
      loading: '页面加载中…',
      blockedHint: '如果页面没有显示，可能是该网站不允许在其他应用中显示。',
    },
  },
});
