import { z } from 'zod';

/** Every response body is `{ code, msg, data }`; code 200 is success. */
export const SUCCESS_CODE = 200;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data: data.optional() });

export type Envelope<T> = { code: number; msg: string; data?: T };

/** Paged lists share one shape: `{ list, total, pageNum, pageSize }`. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    /** Set when the list is too long to count for a pager: `total` is then an estimate (more than 10,000 rows). */
    totalEstimated: z.boolean().optional(),
    pageNum: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

export type Page<T> = { list: T[]; total: number; totalEstimated?: boolean; pageNum: number; pageSize: number };

export const MAX_PAGE_SIZE = 100;

/** Query or body paging parameters; strings from a query string are coerced. */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Error details carried in `data` of a failed response. */
export const errorData = z.object({
  error: z.string(),
  field: z.string().optional(),
  requestId: z.string().optional(),
  /** TWO_FACTOR_REQUIRED: the token that /twoFactor/login completes with a code. */
  challenge: z.string().optional(),
});
export type ErrorData = z.infer<typeof errorData>;
