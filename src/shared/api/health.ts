/** The health check: 200 once the database answers, 503 otherwise. */
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';

export const HealthStatus = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
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
