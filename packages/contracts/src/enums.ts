/** Enumerations of SPEC section 3, with the spec's numeric codes. */

export const AccountType = { Individual: 2, Company: 4 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

export const MarketClassify = ['UsStock', 'HK', 'MX'] as const;
export type MarketClassify = (typeof MarketClassify)[number];

export const AssetSource = {
  Stock: 0,
  Forex: 2,
  Future: 3,
  BlockTrade: 4,
  NewStock: 5,
  AuctionStock: 7,
  PlacingStock: 8,
  HKStock: 11,
  GlobalIndex: 99,
  RobotCrypto: 100,
  Bonds: 101,
  AiQuantify: 9999,
} as const;
export type AssetSource = (typeof AssetSource)[keyof typeof AssetSource];

export const TradeListTab = { holding: 0, closed: 1, entrusted: 2, subscription: 4, follow: 5, bonds: 6 } as const;
export type TradeListTab = (typeof TradeListTab)[keyof typeof TradeListTab];

export const Direction = { Buy: 0, Sell: 1 } as const;
export type Direction = (typeof Direction)[keyof typeof Direction];

export const OrderType = { Market: 0, Limit: 1 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

export const OpenClose = { Open: 0, Close: 1 } as const;
export type OpenClose = (typeof OpenClose)[keyof typeof OpenClose];

/** Wallet types; Overview (0) is the total of all the others. */
export const WalletType = [
  'OVERVIEW',
  'BALANCE',
  'FOLLOW',
  'FUTURE',
  'STOCK',
  'SUBSCRIPTION',
  'FOREX',
  'HK_STOCK',
  'US_STOCK',
  'MX',
  'FINANCIAL',
] as const;
export type WalletType = (typeof WalletType)[number];

export const IdDocumentType = ['idCard', 'passport', 'DL'] as const;
export type IdDocumentType = (typeof IdDocumentType)[number];

export const DepositType = ['Current', 'Regular'] as const;
export type DepositType = (typeof DepositType)[number];

/** Order status (SPEC section 4). 0 and 3 both mean in progress. */
export const OrderStatus = { InProgress: 0, Success: 1, Cancelled: 2, Processing: 3 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Review status for deposits, withdrawals and similar requests. */
export const ReviewStatus = { Pending: 1, Failed: 2, Approved: 3 } as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];

export const KycStatus = ['none', 'pending', 'verified', 'failed'] as const;
export type KycStatus = (typeof KycStatus)[number];

export const Currency = ['MXN', 'USD', 'EUR', 'HKD', 'BTC'] as const;
export type Currency = (typeof Currency)[number];
