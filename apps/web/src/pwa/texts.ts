import type { LocalizedText } from '@app/contracts';

/** The installable app's texts (issue 33.5), in the shell before any area's bundle loads. */
export const PWA_TEXTS = {
  offline: {
    es: 'Sin conexión. Ves lo último que se cargó; precios, saldos y órdenes necesitan conexión.',
    en: 'No connection. You see what was loaded last; prices, balances and orders need a connection.',
    zh: '无网络连接。显示的是上次加载的内容；行情、余额和下单需要联网。',
  },
  back: { es: 'Conexión recuperada', en: 'Back online', zh: '网络已恢复' },
  installTitle: { es: 'Instala Bolsa MX', en: 'Install Bolsa MX', zh: '安装 Bolsa MX' },
  installBody: {
    es: 'Ábrela desde tu pantalla de inicio, a pantalla completa, y sin conexión muestra lo último que viste.',
    en: 'Open it from your home screen, full screen; offline it shows what you saw last.',
    zh: '从主屏幕全屏打开；离线时显示您上次查看的内容。',
  },
  install: { es: 'Instalar', en: 'Install', zh: '安装' },
  later: { es: 'Ahora no', en: 'Not now', zh: '以后再说' },
  iosHint: {
    es: 'En Safari, toca Compartir y luego «Agregar a inicio».',
    en: 'In Safari, tap Share, then "Add to Home Screen".',
    zh: '在 Safari 中点按“分享”，然后选择“添加到主屏幕”。',
  },
} satisfies Record<string, LocalizedText>;
