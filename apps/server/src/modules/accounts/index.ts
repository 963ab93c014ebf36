import type { AppModule } from '../../context.ts';
import { createMailer, type Mailer } from '../../mail/index.ts';
import { KycService } from './kyc.ts';
import { accountsRoutes } from './routes.ts';
import { requestAddress, sweepSecrets } from './secrets.ts';
import { seedDemoUser } from './seed.ts';
import { AccountsService } from './service.ts';
import { encryptLegacyTotpSecrets } from './totp-box.ts';
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
  init: async (ctx) => {
    // TOTP secrets stored in clear before they were encrypted at rest are sealed now (once; idempotent).
    const sealed = await encryptLegacyTotpSecrets(ctx.db, ctx.config.totpEncryptionKey);
    if (sealed > 0) ctx.log.info({ sealed }, 'two-factor secrets encrypted at rest');
    const mail = createMailer({ smtpUrl: ctx.config.smtpUrl, db: ctx.db, clock: ctx.clock, log: ctx.log });
    const accounts = new AccountsService(ctx, mail);
    ctx.services.mail = mail;
    ctx.services.accounts = accounts;
    ctx.services.kyc = new KycService(ctx);
    ctx.authenticator = accounts.sessions.authenticator;
    // Old throttle windows and secret counts go once a day has passed over them.
    ctx.jobs.define({
      name: 'accounts.sweepSecrets',
      schedule: { everyMs: 3600_000 },
      maxItemsPerRun: 5000,
      run: async ({ maxItems }) => {
        const items = await sweepSecrets(ctx.db, ctx.clock.now(), maxItems);
        return { items, more: items >= maxItems };
      },
    });
  },
  routes: (app, ctx) => {
    // Each request's address follows its work: the transaction-password throttle counts per address.
    app.addHook('onRequest', (req, _reply, done) => requestAddress.run({ ip: req.ip }, done));
    accountsRoutes(app, ctx, ctx.services.accounts!, ctx.services.kyc!);
  },
  seedDemo: (ctx) => seedDemoUser(ctx, ctx.services.accounts!, ctx.services.kyc!),
};
