import { need, type AppContext } from '../../context.ts';
import { DEMO_USER } from '../accounts/seed.ts';

/** Demo products: each published strategy in a 7- and a 30-day cycle (limits and fees: the cycles' published terms), the 30-day momentum one behind an access key; the demo investor gets US$ 5,000 in FINANCIAL and one 7-day subscription (idempotent). */
export async function seedQuant(ctx: AppContext): Promise<void> {
  const quant = ctx.services.quant;
  const strategies = ctx.services.strategies;
  if (!quant || !strategies) return;
  for (const s of await strategies.all()) {
    for (const cycleDays of [7, 30]) {
      await quant.createProduct({
        strategyId: s.id,
        nameEs: `${s.name.es} · ${cycleDays} días`,
        nameEn: `${s.name.en} · ${cycleDays} days`,
        nameZh: `${s.name.zh} · ${cycleDays} 天`,
        cycleDays,
        needsKey: cycleDays === 30 && s.params.kind === 'ma_momentum',
        status: 'open',
      });
    }
  }
  const user = await need(ctx, 'accounts').findByUsername(DEMO_USER.username);
  const products = await quant.list('es');
  const first = products.find((p) => !p.needsKey);
  if (!user || !first) return;
  await need(ctx, 'ledger').post({ idempotencyKey: `seed:quant:funds:${user.id}`, kind: 'seed', ref: `seed:${user.id}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: user.id, wallet: 'FINANCIAL', currency: 'USD' }, amount: 500_000n }] });
  await quant.save(user.id, { productId: first.id, amount: '500' }, `seed:quant:order:${user.id}`, undefined, 'es');
}
