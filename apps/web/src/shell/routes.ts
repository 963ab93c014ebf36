import type { Area } from '../screens/registry.ts';

export type { Area };

/**
 * Every route of SPEC section 2: its path, the i18n key of its title, the area (a product,
 * or a shell concern) whose code chunk renders it, and for the five tab pages their tab
 * index. Areas are listed in screens/registry.ts.
 */
export interface AppRoute {
  path: string;
  title: string;
  area: Area;
  tab?: number;
}

export const HOME_PATH = '/pages/home/index';
export const LOGIN_PATH = '/pages/auth/login';

export const TAB_ROUTES: AppRoute[] = [
  { path: HOME_PATH, title: 'home', area: 'home', tab: 0 },
  { path: '/pages/market/index', title: 'market', area: 'market', tab: 1 },
  { path: '/pages/watchlist/index', title: 'watchlist', area: 'watchlist', tab: 2 },
  { path: '/pages/trade/index', title: 'trade', area: 'trade', tab: 3 },
  { path: '/pages/profile/index', title: 'profile', area: 'profile', tab: 4 },
];

export const TAB_KEYS = ['home', 'market', 'watchlist', 'trade', 'profile'] as const;

export const PAGE_ROUTES: AppRoute[] = [
  { path: '/pages/watchlist/manage', title: 'watchlistManage', area: 'watchlist' },
  { path: '/pages/trade/detail', title: 'tradeDetail', area: 'trade' },
  { path: '/pages/profile/share', title: 'share', area: 'profile' },
  { path: '/pages/profile/transaction', title: 'transaction', area: 'profile' },
  { path: '/pages/profile/transfer', title: 'transfer', area: 'profile' },
  { path: '/pages/quote/stock', title: 'quoteStock', area: 'quote' },
  { path: '/pages/quote/future', title: 'quoteFuture', area: 'quote' },
  { path: '/pages/quote/globalindex', title: 'quoteGlobalIndex', area: 'quote' },
  { path: '/pages/quote/forex', title: 'quoteForex', area: 'quote' },
  { path: '/pages/product/follow', title: 'productFollow', area: 'follow' },
  { path: '/pages/product/future', title: 'productFuture', area: 'derivatives' },
  { path: '/pages/product/popular', title: 'productPopular', area: 'product' },
  { path: '/pages/product/auction', title: 'productAuction', area: 'auction' },
  { path: '/pages/product/forex', title: 'productForex', area: 'derivatives' },
  { path: '/pages/product/blocktrade', title: 'productBlocktrade', area: 'blocktrade' },
  { path: '/pages/product/newstock', title: 'productNewstock', area: 'ipo' },
  { path: '/pages/product/ucstock', title: 'productUcstock', area: 'product' },
  { path: '/pages/hkstock/index', title: 'hkstock', area: 'hkstock' },
  { path: '/pages/hkstock/quote', title: 'hkstockQuote', area: 'hkstock' },
  { path: '/pages/hkstock/payipo', title: 'hkstockPayipo', area: 'ipo' },
  { path: '/pages/auth/login', title: 'login', area: 'auth' },
  { path: '/pages/auth/register', title: 'register', area: 'auth' },
  { path: '/pages/auth/registercompany', title: 'registerCompany', area: 'auth' },
  { path: '/pages/auth/registerindividual', title: 'registerIndividual', area: 'auth' },
  { path: '/pages/auth/resetpwd', title: 'resetPwd', area: 'auth' },
  { path: '/pages/auth/protocol', title: 'protocol', area: 'auth' },
  { path: '/pages/auth/twofactor', title: 'twoFactorLogin', area: 'auth' },
  { path: '/pages/withdraw/vm', title: 'withdrawVm', area: 'withdraw' },
  { path: '/pages/withdraw/bcard', title: 'withdrawBcard', area: 'withdraw' },
  { path: '/pages/deposit/index', title: 'deposit', area: 'deposit' },
  { path: '/pages/deposit/fiat', title: 'depositFiat', area: 'deposit' },
  { path: '/pages/deposit/wallet', title: 'depositWallet', area: 'deposit' },
  { path: '/pages/deposit/record', title: 'depositRecord', area: 'deposit' },
  { path: '/pages/setting/index', title: 'setting', area: 'setting' },
  { path: '/pages/setting/security', title: 'security', area: 'setting' },
  { path: '/pages/setting/loginpwd', title: 'loginPwd', area: 'setting' },
  { path: '/pages/setting/paypwd', title: 'payPwd', area: 'setting' },
  { path: '/pages/setting/twofactor', title: 'twoFactor', area: 'setting' },
  { path: '/pages/setting/devices', title: 'devices', area: 'setting' },
  { path: '/pages/bcard/index', title: 'bcard', area: 'bcard' },
  { path: '/pages/bcard/modify', title: 'bcardModify', area: 'bcard' },
  { path: '/pages/vm/index', title: 'vm', area: 'vm' },
  { path: '/pages/vm/modify', title: 'vmModify', area: 'vm' },
  { path: '/pages/kyc/individual', title: 'kyc', area: 'kyc' },
  { path: '/pages/search/index', title: 'search', area: 'search' },
  { path: '/pages/notice/index', title: 'notice', area: 'notice' },
  { path: '/pages/notice/detail', title: 'noticeDetail', area: 'notice' },
  { path: '/pages/news/detail', title: 'newsDetail', area: 'news' },
  { path: '/pages/webview/index', title: 'webview', area: 'webview' },
  { path: '/pages/payment/stock', title: 'paymentStock', area: 'payment' },
  { path: '/pages/payment/follow', title: 'paymentFollow', area: 'follow' },
  { path: '/pages/payment/close', title: 'paymentClose', area: 'payment' },
  { path: '/pages/payment/future', title: 'paymentFuture', area: 'payment' },
  { path: '/pages/payment/forex', title: 'paymentForex', area: 'payment' },
  { path: '/pages/payment/newstock', title: 'paymentNewstock', area: 'ipo' },
  { path: '/pages/robotai/index', title: 'robotai', area: 'robotai' },
  { path: '/pages/robotai/product', title: 'robotaiProduct', area: 'robotai' },
  { path: '/pages/robotai/detail', title: 'robotaiDetail', area: 'robotai' },
  { path: '/pages/robotai/quote', title: 'robotaiQuote', area: 'robotai' },
  { path: '/pages/robotai/record', title: 'robotaiRecord', area: 'robotai' },
  { path: '/pages/robotai/rental', title: 'robotaiRental', area: 'robotai' },
  { path: '/pages/bonds/list', title: 'bondsList', area: 'bonds' },
  { path: '/pages/bonds/open', title: 'bondsOpen', area: 'bonds' },
  { path: '/pages/bonds/close', title: 'bondsClose', area: 'bonds' },
  { path: '/pages/aiquantify/index', title: 'aiquantify', area: 'aiquantify' },
  { path: '/pages/aiquantify/record', title: 'aiquantifyRecord', area: 'aiquantify' },
  { path: '/pages/aiquantify/record-detail', title: 'aiquantifyRecordDetail', area: 'aiquantify' },
  { path: '/pages/placing/index', title: 'placing', area: 'placing' },
  { path: '/pages/placing/record', title: 'placingRecord', area: 'placing' },
  { path: '/pages/yinmutual/index', title: 'yinmutual', area: 'yinmutual' },
  { path: '/pages/yinmutual/myhold', title: 'yinmutualMyhold', area: 'yinmutual' },
  { path: '/pages/loan/index', title: 'loan', area: 'loan' },
  { path: '/pages/alerts/index', title: 'alerts', area: 'alerts' },
  { path: '/pages/documents/index', title: 'documents', area: 'documents' },
];

export const ALL_ROUTES: AppRoute[] = [...TAB_ROUTES, ...PAGE_ROUTES];

const byPath = new Map(ALL_ROUTES.map((route) => [route.path, route]));
export const routeOf = (path: string): AppRoute | undefined => byPath.get(path === '/' ? HOME_PATH : path);
export const isTabPath = (path: string): boolean => routeOf(path)?.tab !== undefined;

/** Quote pages by asset source code (SPEC section 2: "quote sources map to pages"). */
export const QUOTE_PAGE_BY_SOURCE: Record<number, string> = {
  0: '/pages/quote/stock',
  99: '/pages/quote/globalindex',
  3: '/pages/quote/future',
  2: '/pages/quote/forex',
  11: '/pages/hkstock/quote',
};
