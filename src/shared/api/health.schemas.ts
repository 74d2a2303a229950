/** What the health endpoints take and answer (src/shared/api/health.ts holds how to call them). */
import { Type, type Static } from 'typebox';
import type { EndpointSchemas } from './endpoint';
import { Literals } from './envelope.schemas';

const DatabaseKind = Literals(['sqlite', 'postgres']);

export const HealthStatus = Type.Object({
  status: Type.Literal('ok'),
  database: DatabaseKind,
  uptimeSeconds: Type.Number(),
  version: Type.String(),
});
export type HealthStatus = Static<typeof HealthStatus>;

export const healthCheck = {
  summary: 'The server and its database answer',
  reply: HealthStatus,
  errors: ['DATABASE_UNAVAILABLE'],
} satisfies EndpointSchemas;

export const Liveness = Type.Object({ status: Type.Literal('ok'), uptimeSeconds: Type.Number() });
export type Liveness = Static<typeof Liveness>;

export const liveness = { summary: 'The process answers', reply: Liveness } satisfies EndpointSchemas;

export const Readiness = Type.Object({
  status: Type.Literal('ready'),
  database: DatabaseKind,
  migrations: Type.Number(),
  /** `full` while writes are refused for lack of space (reads are still served, so the instance stays ready). */
  storage: Literals(['ok', 'full']),
});
export type Readiness = Static<typeof Readiness>;

export const readiness = {
  summary: 'Ready for traffic: database reachable, migrations applied, not shutting down (503 with the reason otherwise)',
  reply: Readiness,
  errors: ['DATABASE_UNAVAILABLE', 'MIGRATIONS_PENDING', 'SHUTTING_DOWN'],
} satisfies EndpointSchemas;
