/**
 * Creates a back-office operator:
 *
 *   npm run operator:create -- --username alice --password 'S3cret!pw' --roles kyc_reviewer,money_reviewer
 *
 * Roles (one or more, comma-separated): admin, kyc_reviewer, money_reviewer, money_approver.
 *
 * Uses the same database as the server (DATABASE_URL, or the embedded one under
 * DATA_DIR). The embedded database admits one process at a time: stop the server
 * first, or create operators from the back office (admin role).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OPERATOR_ROLES, type OperatorRole } from '@app/contracts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { AppError } from '../http/errors.ts';
import { systemClock } from '../lib/clock.ts';
import { SessionStore } from '../modules/accounts/sessions.ts';
import { AuditService, OperatorsService } from '../modules/admin/service.ts';

const usage = 'usage: npm run operator:create -- --username <4-20 letters, digits, _ or -> --password <8-20 characters> --roles <one or more of admin,kyc_reviewer,money_reviewer,money_approver>';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, password: { type: 'string' }, roles: { type: 'string' } },
    strict: true,
  });
  const asked = (values.roles ?? '').split(',').map((role) => role.trim()).filter(Boolean);
  const roles = asked.filter((role): role is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(role));
  if (!values.username || !values.password || roles.length === 0 || roles.length !== asked.length) {
    console.error(usage);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata'),
  });
  try {
    await migrate(database.db);
    const deps = { db: database.db, clock: systemClock };
    const operators = new OperatorsService(deps, new SessionStore(database.db, systemClock));
    // The audit log keeps who was created from the command line (in the same transaction).
    const audit = new AuditService(deps);
    const created = await operators.create({ username: values.username, password: values.password, roles }, (trx, operator) =>
      audit.record({ username: 'cli' }, 'operator.create', { type: 'operator', id: operator.id }, { username: operator.username, roles: operator.roles }, undefined, trx),
    );
    console.log(`operator "${created.username}" created with roles ${created.roles.join(', ')} (id ${created.id})`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.text.en);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
