import { z } from 'zod';
import { defineRoute } from './route.ts';

export const appVersion = z.object({
  version: z.string(),
  buildNumber: z.number().int(),
  platform: z.string(),
  forceUpdate: z.boolean(),
  releaseNotes: z.string(),
  publishedAt: z.number().int().describe('Unix seconds'),
});
export type AppVersion = z.infer<typeof appVersion>;

export const area = z.object({
  code: z.string().describe('ISO 3166-1 alpha-2 for a country, ISO 3166-2 for a Mexican state'),
  name: z.string(),
  parentCode: z.string().optional(),
  dialCode: z.string().optional(),
});
export type Area = z.infer<typeof area>;

export const dictItem = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });
export type DictItem = z.infer<typeof dictItem>;

export const DICT_TYPES = [
  'account_type',
  'id_document_type',
  'order_status',
  'review_status',
  'kyc_status',
  'direction',
  'order_type',
  'wallet_type',
  'asset_source',
  'currency',
  'market_classify',
  'trade_list_tab',
  'deposit_type',
] as const;
export type DictType = (typeof DICT_TYPES)[number];

export const systemApi = {
  appVersion: defineRoute({
    method: 'GET',
    path: '/appVersion/getPublishAppVersion',
    summary: 'The latest published app version',
    tag: 'system',
    auth: 'public',
    query: z.object({ platform: z.enum(['web', 'android', 'ios']).default('web') }),
    response: appVersion,
  }),
  areaList: defineRoute({
    method: 'GET',
    path: '/areaInfo/list',
    summary: 'Countries, or the states of a country (Mexico) when parentCode is given; names in the request language',
    tag: 'system',
    auth: 'public',
    query: z.object({ parentCode: z.string().length(2).toUpperCase().optional() }),
    response: z.array(area),
  }),
  dictData: defineRoute({
    method: 'GET',
    path: '/dict/data',
    summary: 'Labelled values of an enumeration, in the request language; all of them when no type is given',
    tag: 'system',
    auth: 'public',
    query: z.object({ type: z.enum(DICT_TYPES).optional() }),
    response: z.record(z.string(), z.array(dictItem)),
  }),
};
