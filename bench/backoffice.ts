/**
 * Issue 20's benchmark: each review queue and the customer search answer within 100 ms (p99)
 * with 1,000,000 users and 5,000,000 ledger postings in PostgreSQL.
 *
 *   npx tsx bench/backoffice.ts [users=1000000] [requests=200] [--drop] [--generate-only]
 *   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_bo, created when missing;
 *   BENCH_ONLY=<part of a call's label> runs only the calls whose label contains it)
 *
 * A schema of its own (`bench_backoffice_<users>`, kept between runs so that the data is
 * generated once; `--drop` removes it at the end) gets the real migrations, then the data
 * generator fills it with SQL (generate_series): `users` users, a KYC submission each (1 in
 * 200 pending), a bank deposit each (1 in 100 pending), a withdrawal for every second user
 * (1 in 100 pending), a BALANCE MXN ledger account each and 5 postings per user (2.5 per
 * user transactions of two postings, user and house). The postings are written with
 * triggers off (`session_replication_role = replica`: the generator is not the ledger's
 * code under test), then every account's balance is set to the sum of its postings, so
 * the ledger reconciles. Then the product review queues that land in the back office
 * (`generateProducts`, each table filled once when empty): 200,000 service applications,
 * 200,000 loan applications, 500,000 fund orders, 200,000 block-trading applications (1 in
 * 100 of each waiting for review), 100,000 chat conversations with 1,000,000 messages, and
 * 1,000,000 audit rows (a deposit review each, naming its user).
 *
 * Then the real app (every module, on that schema) answers the back-office calls through
 * `app.inject` (the whole HTTP stack: auth, validation, the services, the envelope),
 * `requests` times each, one at a time, with varying pages, users and amounts: the review
 * queues (KYC, deposits, withdrawals: first page, a later page, search by username, by
 * amount, by reference, currency + date range, status all; service applications, loans,
 * fund orders, block-trading applications, the chat queue), the customer search (by id,
 * whole username, whole email, part of a username) and the customer view. Prints
 * p50/p99/max per call. BENCH_SMOKE=1: 2,000 users, 3 requests a call, `--drop`; it checks
 * the generated counts and that every call answers 200.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { need } from '../apps/server/src/context.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { finish, SMOKE } from './smoke.lib.ts';

// A database of its own (created when missing), so the generated millions of rows do not sit in
// the `test` database every test suite creates its schemas in.
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_bo';
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const USERS = Number(args[0] ?? (SMOKE ? 2000 : 1_000_000));
const REQUESTS = Number(args[1] ?? (SMOKE ? 3 : 200));
const DROP = process.argv.includes('--drop') || SMOKE;
const GENERATE_ONLY = process.argv.includes('--generate-only');
const schema = `bench_backoffice_${USERS}`;
const START = "timestamptz '2025-01-01 00:00:00+00'";

const log = (...parts: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...parts);

async function generate(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  const run = async (label: string, statement: string) => {
    const t0 = performance.now();
    await sql.raw(statement).execute(db);
    log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  await sql`set session_replication_role = replica`.execute(db);
  await run(
    'users',
    `insert into users (username, email, password_hash, account_type, invitation_code, kyc_status, created_at)
     select 'user' || lpad(g::text, 7, '0'), 'user' || g || '@bench.mx', 'x', 2, 'B' || lpad(g::text, 8, '0'),
            case when g % 200 = 0 then 'pending' else 'verified' end, ${START} + g * interval '20 second'
     from generate_series(1, ${USERS}) g`,
  );
  await run(
    'kyc_submissions',
    `insert into kyc_submissions (user_id, kind, status, first_name, last_name, document_type, document_number, country, submitted_at, reviewed_at)
     select id, 'individual', kyc_status, 'Nombre', 'Apellido', 'idCard', 'ID' || lpad(id::text, 9, '0'), 'MX',
            created_at + interval '1 hour', case when kyc_status = 'pending' then null else created_at + interval '2 hour' end
     from users`,
  );
  await run(
    'deposits',
    `insert into deposits (order_no, user_id, method, currency, amount_minor, credit_currency, credit_minor, proof_url, status, created_at, reviewed_at, completed_at)
     select 'D' || lpad(g::text, 10, '0'), g, 'bank', case when g % 10 = 0 then 'USD' else 'MXN' end, (g % 5000 + 1) * 100,
            case when g % 10 = 0 then 'USD' else 'MXN' end, case when g % 100 = 0 then null else (g % 5000 + 1) * 100 end, '/web/files/x.png',
            case when g % 100 = 0 then 1 else 3 end, ${START} + g * interval '30 second',
            case when g % 100 = 0 then null else ${START} + g * interval '30 second' + interval '1 hour' end,
            case when g % 100 = 0 then null else ${START} + g * interval '30 second' + interval '1 hour' end
     from generate_series(1, ${USERS}) g`,
  );
  await run(
    'withdrawals',
    `insert into withdrawals (order_no, user_id, method, currency, amount_minor, destination, status, required_approvals, created_at, reviewed_at)
     select 'W' || lpad(g::text, 10, '0'), g * 2, 'bank', 'MXN', (g % 3000 + 1) * 100,
            jsonb_build_object('kind', 'bank', 'cardId', g, 'bankName', 'BBVA México', 'accountName', 'Bench', 'cardNo', '0121800' || lpad(g::text, 11, '0')),
            case when g % 100 = 0 then 1 else 3 end, 1, ${START} + g * interval '60 second',
            case when g % 100 = 0 then null else ${START} + g * interval '60 second' + interval '1 hour' end
     from generate_series(1, ${USERS / 2}) g`,
  );
  await run(
    'ledger_accounts',
    `insert into ledger_accounts (code, user_id, wallet, currency, created_at)
     select 'u:' || id || ':BALANCE:MXN', id, 'BALANCE', 'MXN', created_at from users;
     insert into ledger_accounts (code, house, currency, created_at) values ('h:BANK_IN_TRANSIT:MXN', 'BANK_IN_TRANSIT', 'MXN', ${START}) on conflict do nothing`,
  );
  await run(
    'ledger_transactions',
    `insert into ledger_transactions (kind, ref, created_by, created_at)
     select 'deposit', 'bench:' || g, 'bench', ${START} + g * interval '12 second' from generate_series(1, ${(USERS * 5) / 2}) g`,
  );
  await run(
    'ledger_postings',
    `with house as (select id from ledger_accounts where code = 'h:BANK_IN_TRANSIT:MXN'),
          txs as (select id, created_at, row_number() over (order by id) as n from ledger_transactions where created_by = 'bench'),
          legs as (
            select t.id as tx_id, a.id as account_id, (t.n % 5000 + 1) * 100 as amount, t.created_at
            from txs t join ledger_accounts a on a.code = 'u:' || ((t.n - 1) % ${USERS} + 1) || ':BALANCE:MXN'
          )
     insert into ledger_postings (tx_id, account_id, currency, amount, created_at)
     select tx_id, account_id, 'MXN', amount, created_at from legs
     union all
     select tx_id, (select id from house), 'MXN', -amount, created_at from legs`,
  );
  await run(
    'balances',
    `update ledger_accounts a set balance = s.total from (select account_id, sum(amount) as total from ledger_postings group by account_id) s where s.account_id = a.id`,
  );
  await sql`set session_replication_role = origin`.execute(db);
  // Index-only scans (the queues' counts) need the visibility map a vacuum sets after a bulk load.
  for (const table of ['users', 'kyc_submissions', 'deposits', 'withdrawals', 'ledger_accounts', 'ledger_transactions', 'ledger_postings']) await run(`vacuum ${table}`, `vacuum analyze ${table}`);
}

/**
 * The product review queues that land in the back office, and what the customer view reads
 * besides money (chat, audit trail), sized to the million users: generated once, after the
 * users, when their tables are empty (so a schema generated before they were added gets them).
 */
async function generateProducts(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  const run = async (label: string, statement: string) => {
    const t0 = performance.now();
    await sql.raw(statement).execute(db);
    wrote.push(label);
    log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  const empty = async (table: string) => (await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(db)).rows[0]!.n === '0';
  const fifth = USERS / 5;
  const wrote: string[] = [];
  if (await empty('service_applications'))
    await run(
      'service_applications',
      `insert into service_applications (user_id, service, status, remark, reviewed_by_name, created_at, reviewed_at)
       select g * 5, (array['BLOCK_TRADE', 'MARGIN', 'FOLLOW'])[g % 3 + 1], case when g % 100 = 0 then 1 else 3 end, 'bench',
              case when g % 100 = 0 then null else 'benchadmin' end, ${START} + g * interval '100 second',
              case when g % 100 = 0 then null else ${START} + g * interval '100 second' + interval '1 hour' end
       from generate_series(1, ${fifth}) g`,
    );
  if (await empty('loans_applications'))
    await run(
      'loans_applications',
      `insert into loans_applications (user_id, amount_minor, term_months, annual_rate, default_annual_rate, iva_rate, opening_commission_minor, cat, instalment_minor, instalment_in_force_minor, outstanding_minor,
                                       terms_version_id, status, created_at, reviewed_at, closed_at)
       select g * 5 - 1, (g % 50 + 1) * 100000, 12, 0.45, 0.9, 0.16, 0, 78.5, (g % 50 + 1) * 10000, (g % 50 + 1) * 10000, case when g % 100 = 0 then (g % 50 + 1) * 100000 else 0 end,
              1, case when g % 100 = 0 then 'in_review' else 'repaid' end, ${START} + g * interval '100 second',
              case when g % 100 = 0 then null else ${START} + g * interval '100 second' + interval '1 hour' end,
              case when g % 100 = 0 then null else ${START} + g * interval '100 second' + interval '365 day' end
       from generate_series(1, ${fifth}) g`,
    );
  if (await empty('funds_orders'))
    await run(
      'funds_orders',
      `insert into funds_orders (user_id, scheme_id, kind, amount_minor, duty_minor, inr_per_mxn, invested_inr_minor, nav_date, hold_id, status, terms_version_id, created_at)
       select g * 2, (select id from funds_schemes where code = 'SIMLIQ'), 'on_demand', (g % 100 + 5) * 10000, 0, 4.8, (g % 100 + 5) * 48000, '2025-06-02', g,
              case when g % 100 = 0 then 0 else 1 end, 1, ${START} + g * interval '40 second'
       from generate_series(1, ${USERS / 2}) g`,
    );
  if (await empty('blocktrade_authority'))
    await run(
      'blocktrade_authority',
      `insert into blocktrade_authority (user_id, status, experience, risk_accepted_at, applied_at, reviewed_at, reviewed_by)
       select g * 5 - 2, case when g % 100 = 0 then 'under_review' else 'opened' end, 'over_3y', ${START} + g * interval '100 second', ${START} + g * interval '100 second',
              case when g % 100 = 0 then null else ${START} + g * interval '100 second' + interval '1 hour' end, case when g % 100 = 0 then null else 'operator:1' end
       from generate_series(1, ${fifth}) g`,
    );
  if (await empty('chat_conversations'))
    await run(
      'chat (100,000 conversations, 1,000,000 messages)',
      `insert into chat_conversations (user_id, status, created_at) select g * 10, 'closed', ${START} + g * interval '200 second' from generate_series(1, ${USERS / 10}) g;
       insert into chat_messages (conversation_id, sender, body, created_at)
       select c.id, case when m % 2 = 0 then 'user' else 'operator' end, 'Mensaje ' || m, c.created_at + m * interval '1 minute'
       from chat_conversations c cross join generate_series(1, 10) m;
       update chat_conversations c set last_message_id = l.id, last_message_at = l.created_at, closed_at = l.created_at
       from (select distinct on (conversation_id) conversation_id, id, created_at from chat_messages order by conversation_id, id desc) l where l.conversation_id = c.id`,
    );
  const audited = await sql<{ n: string }>`select count(*)::text as n from audit_log where action = 'deposit.approve' and operator_username = 'benchadmin'`.execute(db);
  if (audited.rows[0]!.n === '0')
    await run(
      'audit_log (1,000,000 reviews)',
      `insert into audit_log (operator_username, action, target_type, target_id, detail, created_at)
       select 'benchadmin', 'deposit.approve', 'deposit', id::text, jsonb_build_object('userId', user_id, 'amount', (amount_minor / 100)::text, 'currency', currency), coalesce(reviewed_at, created_at)
       from deposits`,
    );
  if (wrote.length === 0) return;
  for (const table of ['service_applications', 'loans_applications', 'funds_orders', 'blocktrade_authority', 'chat_conversations', 'chat_messages', 'audit_log']) await run(`vacuum ${table}`, `vacuum analyze ${table}`);
}

function stats(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return `p50 ${at(50).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

async function ensureDatabase(): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const server = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  const found = await sql<{ n: string }>`select count(*)::text as n from pg_database where datname = ${name}`.execute(server.db);
  if (found.rows[0]!.n === '0') await sql.raw(`create database "${name.replace(/"/g, '')}"`).execute(server.db);
  await server.close();
}

async function main(): Promise<boolean> {
  await ensureDatabase();
  const admin = await openDatabase({ databaseUrl, poolSize: 1 });
  const exists = await sql<{ n: string }>`select count(*)::text as n from information_schema.schemata where schema_name = ${schema}`.execute(admin.db);
  if (exists.rows[0]!.n === '0') await sql.raw(`create schema ${schema}`).execute(admin.db);
  await admin.close();

  const database = await openDatabase({ databaseUrl, searchPath: schema, poolSize: 10 });
  await migrate(database.db);
  const have = await sql<{ n: string }>`select count(*)::text as n from users`.execute(database.db);
  if (Number(have.rows[0]!.n) < USERS) {
    log(`generating ${USERS.toLocaleString('en-US')} users in ${schema}`);
    await generate(database.db);
  }
  await generateProducts(database.db);
  const counts = await sql<{ users: string; postings: string; deposits: string; withdrawals: string; kyc: string }>`
    select (select count(*) from users)::text as users, (select count(*) from ledger_postings)::text as postings,
           (select count(*) from deposits)::text as deposits, (select count(*) from withdrawals)::text as withdrawals,
           (select count(*) from kyc_submissions)::text as kyc`.execute(database.db);
  log('rows', counts.rows[0]);
  const row = counts.rows[0]!;
  const generated = Number(row.users) >= USERS && Number(row.postings) === USERS * 5 && Number(row.deposits) === USERS && Number(row.kyc) === USERS;
  if (GENERATE_ONLY) {
    await database.close();
    return generated;
  }

  const built = await buildApp({ config: loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: '/tmp/bench-backoffice', LOG_LEVEL: process.env.BENCH_LOG ?? 'silent' }), database });
  await built.app.ready();
  const operators = need(built.ctx, 'operators');
  if (!(await operators.findByUsername('benchadmin'))) await operators.create({ username: 'benchadmin', password: 'Bench12345', roles: ['admin'] });
  const login = await built.app.inject({ method: 'POST', url: '/web/admin/login', payload: { username: 'benchadmin', password: 'Bench12345' } });
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;

  const pick = (i: number) => ((i * 7919) % USERS) + 1;
  const day = (i: number) => Date.parse('2025-01-01T00:00:00Z') + (i % 200) * 86_400_000;
  const calls: [string, (i: number) => string][] = [
    ['KYC queue, pending, first page', () => '/admin/kyc/list'],
    ['KYC queue, pending, page 100', () => '/admin/kyc/list?pageNum=100'],
    ['KYC queue, search by username', (i) => `/admin/kyc/list?status=all&keyword=user${String(pick(i)).padStart(7, '0')}`],
    ['KYC queue, all, date range', (i) => `/admin/kyc/list?status=all&from=${day(i)}&to=${day(i) + 86_400_000}`],
    ['deposits queue, pending, first page', () => '/admin/money/deposits'],
    ['deposits queue, pending, page 200', () => '/admin/money/deposits?pageNum=200'],
    ['deposits queue, all, search by username', (i) => `/admin/money/deposits?status=all&keyword=user${String(pick(i)).padStart(7, '0')}`],
    ['deposits queue, pending, search by amount', (i) => `/admin/money/deposits?keyword=${(i % 5000) + 1}.00`],
    ['deposits queue, all, search by reference', (i) => `/admin/money/deposits?status=all&keyword=D${String(pick(i)).padStart(10, '0')}`],
    ['deposits queue, all, USD + date range', (i) => `/admin/money/deposits?status=all&currency=USD&from=${day(i)}&to=${day(i) + 86_400_000}`],
    ['withdrawals queue, pending, first page', () => '/admin/money/withdrawals'],
    ['withdrawals queue, all, newest first', () => '/admin/money/withdrawals?status=all&sort=newest'],
    ['withdrawals queue, all, search by username', (i) => `/admin/money/withdrawals?status=all&keyword=user${String(2 * ((pick(i) % (USERS / 2)) + 1)).padStart(7, '0')}`],
    ['service applications, pending', () => '/admin/money/service-applications'],
    ['service applications, all, page 50', () => '/admin/money/service-applications?status=all&pageNum=50'],
    ['loans queue, in review', () => '/admin/loans?status=in_review'],
    ['loans, all, newest first', () => '/admin/loans'],
    ['fund orders queue, pending review', () => '/admin/funds/orders?status=0'],
    ['fund orders, all, newest first', () => '/admin/funds/orders'],
    ['block-trade applications, under review', () => '/admin/blocktrade/applications?status=under_review'],
    ['block-trade applications, all', () => '/admin/blocktrade/applications'],
    ['chat queue, all', () => '/admin/chat/queue?status=all'],
    ['customer search by id', (i) => `/admin/users?keyword=${pick(i)}`],
    ['customer search by username (contains)', (i) => `/admin/users?keyword=user${String(pick(i)).padStart(7, '0')}`],
    ['customer search by email (contains)', (i) => `/admin/users?keyword=user${pick(i)}@bench.mx`],
    ['customer search by part of a username', (i) => `/admin/users?keyword=r${String(pick(i)).padStart(7, '0').slice(0, 5)}`],
    ['customer view', (i) => `/admin/backoffice/customers/${pick(i)}`],
  ];
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const results: string[] = [];
  for (const [label, url] of calls.filter(([label]) => !only || label.toLowerCase().includes(only))) {
    // One warm-up, then the measured requests.
    const warm = await built.app.inject({ method: 'GET', url: `/web${url(0)}`, headers: { authorization: token } });
    if (warm.statusCode !== 200) throw new Error(`${label}: ${warm.statusCode} ${warm.body.slice(0, 300)}`);
    const ms: number[] = [];
    for (let i = 1; i <= REQUESTS; i++) {
      const t0 = performance.now();
      const res = await built.app.inject({ method: 'GET', url: `/web${url(i)}`, headers: { authorization: token } });
      ms.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    const line = `${label.padEnd(44)} ${stats(ms)}`;
    results.push(line);
    log(line);
  }
  await built.app.close();
  await database.close();
  if (DROP) {
    const cleanup = await openDatabase({ databaseUrl, poolSize: 1 });
    await sql.raw(`drop schema ${schema} cascade`).execute(cleanup.db);
    await cleanup.close();
  }
  console.log(`\n${USERS.toLocaleString('en-US')} users, ${Number(counts.rows[0]!.postings).toLocaleString('en-US')} postings, ${REQUESTS} requests a call, one at a time:\n${results.join('\n')}`);
  return generated;
}

// Every call answered 200 (else it threw) and the generated rows are all there.
finish(await main());
