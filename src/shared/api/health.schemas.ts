/** The health checks: the original one (200 once the database answers), liveness and readiness. The browser calls none of them. */
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { Literals } from './envelope.schemas';

const DatabaseKind = Literals(['sqlite', 'postgres']);

export const HealthStatus = Type.Object({
  status: Type.Literal('ok'),
  database: DatabaseKind,
  uptimeSeconds: Type.Number(),
  version: Type.String(),
});
export type HealthStatus = Static<typeof HealthStatus>;

export const healthCheck = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/health',
  summary: 'The server and its database answer',
  reply: HealthStatus,
  errors: ['DATABASE_UNAVAILABLE'],
});

export const Liveness = Type.Object({ status: Type.Literal('ok'), uptimeSeconds: Type.Number() });
export type Liveness = Static<typeof Liveness>;

/** Liveness: the process answers (nothing else is asked, so a slow database never gets it restarted). */
export const liveness = endpoint({ scope: 'public', method: 'GET', path: '/health/live', summary: 'The process answers', reply: Liveness });

export const Readiness = Type.Object({
  status: Type.Literal('ready'),
  database: DatabaseKind,
  migrations: Type.Number(),
  /** `full` while writes are refused for lack of space (reads are still served, so the instance stays ready). */
  storage: Literals(['ok', 'full']),
});
export type Readiness = Static<typeof Readiness>;

/**
 * Readiness, for balancers: the database answers, every migration of this build is applied, and the
 * instance is not shutting down. A 503 names the reason (DATABASE_UNAVAILABLE names the database).
 */
export const readiness = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/health/ready',
  summary: 'Ready for traffic: database reachable, migrations applied, not shutting down (503 with the reason otherwise)',
  reply: Readiness,
  errors: ['DATABASE_UNAVAILABLE', 'MIGRATIONS_PENDING', 'SHUTTING_DOWN'],
});
