import type { IpoPreview } from '@app/contracts';
import { ivaRateNow } from './booking.ts';
import { charges, e4ToString, grossMinor } from './rules.ts';
import { ratesOf, type IpoService } from './service.ts';
import { chargesView, money } from './views.ts';

/**
 * What a subscription would hold, each charge named (issue 34 item 7), worked exactly as the
 * subscription holds it (IpoService.order): HK a published tier at the top of the range, US/MX
 * shares x limit, with the published charges of the market and the IVA on the brokerage in force.
 */
export async function previewOrder(service: IpoService, input: { ipoId: number; quantity: number; limitPrice?: string | undefined; financePercent?: number | undefined }): Promise<IpoPreview> {
  const issue = await service.issue(input.ipoId);
  const version = await service.currentTerms(issue.market);
  const ivaRate = await ivaRateNow(service.ctx);
  const order = service.order(issue, input.quantity, input.limitPrice, version.terms, input.financePercent ?? 0, ivaRate);
  const price = order.limit ?? issue.price_high_e4;
  const cost = charges(grossMinor(order.shares, price), ratesOf(version.terms, ivaRate));
  const financed = order.financePercent > 0;
  return {
    currency: issue.currency,
    shares: Number(order.shares),
    price: e4ToString(price),
    charges: chargesView(cost),
    held: money(order.held),
    ...(financed ? { loan: money(order.loan), deposit: money(order.held - order.interest), interest: money(order.interest) } : {}),
    termsVersionId: version.id,
  };
}
