import type { Locale } from '@app/contracts';
import type { FastifySchemaValidationError } from 'fastify';
import { common } from '../i18n/common.ts';
import { render } from '../i18n/text.ts';
import { fieldLabel } from '../i18n/fields.ts';

interface IssueParams {
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  input?: unknown;
  values?: unknown[];
  expected?: string;
}

/** Turns the first validation issue into a localized message that names the field. */
export function validationMessage(issues: FastifySchemaValidationError[], locale: Locale): { msg: string; field: string } {
  const issue = issues[0];
  if (!issue) return { msg: render(common.badJson, locale), field: '' };
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  const key = path.at(-1) ?? '';
  const field = fieldLabel(key, locale) ;
  const p = issue.params as IssueParams;
  const isString = p.origin === 'string';
  let text = common.fieldInvalid;
  const params: Record<string, string | number> = { field };
  if (issue.keyword === 'invalid_type' && p.input === undefined) text = common.fieldRequired;
  else if (issue.keyword === 'too_small' && p.minimum !== undefined) {
    text = isString ? common.fieldTooShort : common.fieldTooSmall;
    params.min = Number(p.minimum);
  } else if (issue.keyword === 'too_big' && p.maximum !== undefined) {
    text = isString ? common.fieldTooLong : common.fieldTooBig;
    params.max = Number(p.maximum);
  } else if (issue.keyword === 'invalid_value' && Array.isArray(p.values)) {
    text = common.fieldNotOneOf;
    params.options = p.values.join(', ');
  }
  return { msg: render(text, locale, params), field: path.join('.') };
}
