/** The health checks: the original one (200 once the database answers), liveness and readiness. */
import { route } from './endpoint';
import type * as schemas from './health.schemas';

export const healthCheck = route<typeof schemas.healthCheck>()({ scope: 'public', method: 'GET', path: '/health' });

/** Liveness: the process answers (nothing else is asked, so a slow database never gets it restarted). */
export const liveness = route<typeof schemas.liveness>()({ scope: 'public', method: 'GET', path: '/health/live' });

/**
 * Readiness, for balancers: the database answers, every migration of this build is applied, and the
 * instance is not shutting down. A 503 names the reason (DATABASE_UNAVAILABLE names the database).
 */
export const readiness = route<typeof schemas.readiness>()({ scope: 'public', method: 'GET', path: '/health/ready' });

export type { HealthStatus, Liveness, Readiness } from './health.schemas';
