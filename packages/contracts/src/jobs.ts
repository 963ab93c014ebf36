import { z } from 'zod';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';

/**
 * Background jobs (server `ctx.jobs`): named jobs on an interval or a calendar, each due
 * run executed once across every server process. The back office lists them with their
 * last and next run and starts a run now (admin, audited).
 */
export const jobsErrors = {
  JOB_NOT_FOUND: 404, // no job of that name on this server
} as const;

export const JOB_RUN_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobRunStatusName = (typeof JOB_RUN_STATUSES)[number];

export const jobRun = z.object({
  id: z.number().int(),
  job: z.string(),
  period: z.string().describe('the run key: the slot start (interval jobs), the local date (calendar jobs), or manual:<time> (run now)'),
  status: z.enum(JOB_RUN_STATUSES).describe('pending (due or waiting for a retry), running, done, failed (retries used up)'),
  dueAt: z.number().int(),
  nextAt: z.number().int().describe('when a pending run may run (later than dueAt while it waits for a retry)'),
  attempts: z.number().int().describe('tries of the current pass (1 when it succeeded at once)'),
  passes: z.number().int().describe('passes run (a run with more items than its bound runs again)'),
  items: z.number().int().describe('items processed over all passes'),
  error: z.string().optional(),
  trigger: z.string().describe("'schedule' or 'operator:<username>'"),
  startedAt: z.number().int().optional(),
  finishedAt: z.number().int().optional(),
  durationMs: z.number().int().optional(),
});
export type JobRun = z.infer<typeof jobRun>;

export const jobSchedule = z.object({
  everyMs: z.number().int().optional().describe('interval jobs: every this many ms'),
  at: z.string().optional().describe('calendar jobs: HH:MM wall-clock time'),
  timeZone: z.string().optional().describe('calendar jobs: the IANA zone of `at`'),
  days: z.string().optional().describe("calendar jobs: 'daily', 'weekdays', or an exchange ('HK', 'US', 'MX') for its trading days"),
});
export type JobScheduleView = z.infer<typeof jobSchedule>;

export const jobInfo = z.object({
  name: z.string(),
  schedule: jobSchedule,
  maxItemsPerRun: z.number().int(),
  maxAttempts: z.number().int(),
  lastRun: jobRun.optional().describe('the latest finished (done or failed) run'),
  nextRunAt: z.number().int().optional().describe('the earliest pending run, else the next due time of the schedule'),
  running: z.boolean(),
  pending: z.number().int().describe('runs due or waiting for a retry'),
  failures: z.number().int().describe('failed runs kept (retries used up)'),
  lastError: z.string().optional(),
});
export type JobInfo = z.infer<typeof jobInfo>;

export const adminJobsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/jobs',
    summary: 'Background jobs with their schedule, last run (duration, items), next run and failures (admin)',
    tag: 'admin-jobs',
    auth: 'operator',
    roles: ['admin'],
    response: z.object({ list: z.array(jobInfo) }),
  }),
  runs: defineRoute({
    method: 'GET',
    path: '/admin/jobs/runs',
    summary: 'Recent runs, newest first; filter by job and status (admin)',
    tag: 'admin-jobs',
    auth: 'operator',
    roles: ['admin'],
    query: pageQuery.extend({ job: z.string().trim().max(100).optional(), status: z.enum(JOB_RUN_STATUSES).optional() }),
    response: page(jobRun),
  }),
  runNow: defineRoute({
    method: 'POST',
    path: '/admin/jobs/run',
    summary: 'Queues a run of a job now, outside its schedule (admin; audited as job.run)',
    tag: 'admin-jobs',
    auth: 'operator',
    roles: ['admin'],
    body: z.object({ name: z.string().trim().min(1).max(100) }),
    response: jobRun,
  }),
};
