import { defineMessages } from '../types.ts';

/** In-app notices (issue 4; issue 7 adds more kinds). */
export default defineMessages({
  es: {
    markAll: 'Marcar todo como leído',
    markedAll: 'Todo marcado como leído',
    unreadCount: '{{count}} sin leer',
    allRead: 'Estás al día',
    empty: 'Aún no tienes avisos',
    loginFirst: 'Inicia sesión para ver tus avisos',
    login: 'Iniciar sesión',
    noMore: 'No hay más avisos',
    unread: 'Sin leer',
    open: 'Ver detalle',
    kinds: {
      system: 'Sistema', kyc: 'Identidad', deposit: 'Depósito', withdrawal: 'Retiro', order: 'Orden', margin: 'Margen',
      liquidation: 'Liquidación', ipo: 'IPO', loan: 'Préstamo', operator: 'Aviso', alert: 'Alerta',
    },
    goKyc: 'Ir a verificación',
    pull: { pulling: 'Desliza para actualizar', release: 'Suelta para actualizar', refreshing: 'Actualizando…', done: 'Actualizado' },
  },
  en: {
    markAll: 'Mark all as read',
    markedAll: 'All marked as read',
    unreadCount: '{{count}} unread',
    allRead: "You're all caught up",
    empty: 'No notices yet',
    loginFirst: 'Log in to see your notices',
    login: 'Log in',
    noMore: 'No more notices',
    unread: 'Unread',
    open: 'Open',
    kinds: {
      system: 'System', kyc: 'Identity', deposit: 'Deposit', withdrawal: 'Withdrawal', order: 'Order', margin: 'Margin',
      liquidation: 'Liquidation', ipo: 'IPO', loan: 'Loan', operator: 'Notice', alert: 'Alert',
    },
    goKyc: 'Go to verification',
    pull: { pulling: 'Pull to refresh', release: 'Release to refresh', refreshing: 'Refreshing…', done: 'Updated' },
  },
  zh: {
    markAll: '全部标为已读',
    markedAll: '已全部标为已读',
    unreadCount: '{{count}} 条未读',
    allRead: '没有未读通知',
    empty: '暂无通知',
    loginFirst: '登录后查看您的通知',
    login: '登录',
    noMore: '没有更多通知了',
    unread: '未读',
    open: '查看',
    kinds: {
      system: '系统', kyc: '身份认证', deposit: '充值', withdrawal: '提现', order: '订单', margin: '保证金',
      liquidation: '强制平仓', ipo: '新股', loan: '贷款', operator: '通知', alert: '提醒',
    },
    goKyc: '前往认证',
    pull: { pulling: '下拉刷新', release: '释放立即刷新', refreshing: '刷新中…', done: '刷新成功' },
  },
});
