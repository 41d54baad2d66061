import { env } from '~/config/env.server';

/** How many days appointment requests are kept (RETENTION_DAYS); the privacy statement says so. */
export function retentionDays(): number {
  return env().RETENTION_DAYS;
}
