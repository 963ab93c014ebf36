import type { OperatorRole } from '@app/contracts';
import { need, type AppModule } from '../../context.ts';
import { adminRoutes } from './routes.ts';
import { AuditService, OperatorsService } from './service.ts';

declare module '../../context.ts' {
  interface Services {
    operators: OperatorsService;
    /** `audit.record(req.operator, 'deposit.approve', { type: 'deposit', id }, detail, req.ip)` from any back-office call. */
    audit: AuditService;
  }
}

/**
 * Demo operators: admin / Admin1234 (admin), reviewer / Review1234 (KYC and money review)
 * and approver / Approve1234 (second approval of large withdrawals).
 */
export const DEMO_OPERATORS: readonly { username: string; password: string; roles: readonly OperatorRole[] }[] = [
  { username: 'admin', password: 'Admin1234', roles: ['admin'] },
  { username: 'reviewer', password: 'Review1234', roles: ['kyc_reviewer', 'money_reviewer'] },
  { username: 'approver', password: 'Approve1234', roles: ['money_approver'] },
];

/** The back office: operators, KYC review, users, the dev outbox and the audit log. */
export const adminModule: AppModule = {
  name: 'admin',
  init: (ctx) => {
    ctx.services.operators = new OperatorsService(ctx, need(ctx, 'accounts').sessions);
    ctx.services.audit = new AuditService(ctx);
  },
  routes: (app, ctx) => adminRoutes(app, ctx, ctx.services.operators!, ctx.services.audit!),
  seedDemo: async (ctx) => {
    const operators = need(ctx, 'operators');
    for (const demo of DEMO_OPERATORS) {
      if (await operators.findByUsername(demo.username)) continue;
      await operators.create(demo);
      ctx.log.info({ username: demo.username, roles: demo.roles }, 'demo operator seeded');
    }
  },
};
