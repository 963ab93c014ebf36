import { need, type AppContext } from '../../context.ts';
import { DEMO_USER } from '../accounts/seed.ts';

/** Demo agencies: one per published strategy; the demo investor gets US$ 5,000 in FOLLOW and copies the first agency (idempotent). */
export async function seedFollow(ctx: AppContext): Promise<void> {
  const follow = ctx.services.follow;
  const strategies = ctx.services.strategies;
  if (!follow || !strategies) return;
  await follow.currentTerms();
  for (const s of await strategies.all()) {
    await follow.createAgency({
      strategyId: s.id,
      name: { es: `Agencia ${s.name.es}`, en: `Agency ${s.name.en}`, zh: `机构 · ${s.name.zh}` },
      description: {
        es: 'Cartera modelo operada por una estrategia publicada en el mercado simulado; cada cifra sale de sus operaciones reales.',
        en: 'A model portfolio run by a published strategy on the simulated market; every figure comes from its real trades.',
        zh: '由公开策略在模拟市场上运作的模型组合；每个数字都来自其真实交易。',
      },
    });
  }
  const user = await need(ctx, 'accounts').findByUsername(DEMO_USER.username);
  const agencies = await follow.agencies('es');
  if (!user || agencies.length === 0) return;
  await need(ctx, 'ledger').post({ idempotencyKey: `seed:follow:funds:${user.id}`, kind: 'seed', ref: `seed:${user.id}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: user.id, wallet: 'FOLLOW', currency: 'USD' }, amount: 500_000n }] });
  await follow.add(user.id, { agencyId: agencies[0]!.id, amount: '1000', periodDays: 30 }, `seed:follow:copy:${user.id}`, 'es');
}
