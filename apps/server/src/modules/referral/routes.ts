import { referralApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import type { ReferralService } from './service.ts';

export function referralRoutes(app: FastifyInstance, ctx: AppContext, referral: ReferralService): void {
  registerRoute(app, ctx, referralApi.summary, ({ req }) => referral.summary(req.user!.userId));
  registerRoute(app, ctx, referralApi.invitees, ({ query, req }) => referral.invitees(req.user!.userId, query.pageNum, query.pageSize));
}
