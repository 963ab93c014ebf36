import type { AppModule } from '../../context.ts';
import { createMailer, type Mailer } from '../../mail/index.ts';
import { KycService } from './kyc.ts';
import { accountsRoutes } from './routes.ts';
import { seedDemoUser } from './seed.ts';
import { AccountsService } from './service.ts';
import './tables.ts';

declare module '../../context.ts' {
  interface Services {
    accounts: AccountsService;
    kyc: KycService;
    mail: Mailer;
  }
}

/**
 * Users, sessions (the real Authenticator for users and operators), registration,
 * login, passwords and KYC. Listed right after `system`: every private call needs it.
 */
export const accountsModule: AppModule = {
  name: 'accounts',
  init: (ctx) => {
    const mail = createMailer({ smtpUrl: ctx.config.smtpUrl, db: ctx.db, clock: ctx.clock, log: ctx.log });
    const accounts = new AccountsService(ctx, mail);
    ctx.services.mail = mail;
    ctx.services.accounts = accounts;
    ctx.services.kyc = new KycService(ctx);
    ctx.authenticator = accounts.sessions.authenticator;
  },
  routes: (app, ctx) => accountsRoutes(app, ctx, ctx.services.accounts!, ctx.services.kyc!),
  seedDemo: (ctx) => seedDemoUser(ctx, ctx.services.accounts!, ctx.services.kyc!),
};
