import type { RouteTitles } from '../titles.ts';

/** The titles of this area's routes (shell/routes.ts `title`), one per line: the top bar's and the loading page's. */
export const titles: RouteTitles = {
  profile: { es: 'Cuenta', en: 'Account', zh: '我的' },
  share: { es: 'Invitar amigos', en: 'Invite friends', zh: '邀请好友' },
  transaction: { es: 'Historial', en: 'History', zh: '交易记录' },
  transfer: { es: 'Transferir', en: 'Transfer', zh: '划转' },
};
