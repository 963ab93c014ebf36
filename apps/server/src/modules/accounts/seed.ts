import { AccountType } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import type { KycService } from './kyc.ts';
import type { AccountsService } from './service.ts';

/** Demo investor: demo / Demo1234, transaction password 123456, KYC verified. */
export const DEMO_USER = { username: 'demo', email: 'demo@example.mx', password: 'Demo1234', payPassword: '123456' } as const;

/** Creates the demo investor once (idempotent). */
export async function seedDemoUser(ctx: AppContext, accounts: AccountsService, kyc: KycService): Promise<void> {
  if (await accounts.findByUsername(DEMO_USER.username)) return;
  const userId = await accounts.createUser({
    username: DEMO_USER.username,
    email: DEMO_USER.email,
    password: DEMO_USER.password,
    accountType: AccountType.Individual,
  });
  await accounts.settingPayPassword(userId, DEMO_USER.payPassword);
  // CURP of a made-up person with a valid check digit.
  await kyc.markVerified(userId, { firstName: 'Ana', lastName: 'García López', country: 'MX', documentType: 'idCard', documentNumber: 'GALA900101MDFRPN00' });
  ctx.log.info({ username: DEMO_USER.username }, 'demo investor seeded');
}
