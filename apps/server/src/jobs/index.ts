export { JobsService, JobNotFound, runView } from './service.ts';
export type { JobDefinition, JobRetry, JobRunContext, JobRunResult, JobsOptions } from './service.ts';
export { describeSchedule, scheduleView, duePeriods, latestDue, nextDue, runsOnDay, validateSchedule, JOB_EXCHANGES } from './schedule.ts';
export type { DuePeriod, JobExchange, JobSchedule } from './schedule.ts';
