/** GET /api/health: the database answers (200) or not (503). Paths are relative to the API base. */
import { Type, type Static } from 'typebox';

export const HEALTH_PATH = '/health';

export const HealthStatus = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  uptimeSeconds: Type.Number(),
  version: Type.String(),
});
export type HealthStatus = Static<typeof HealthStatus>;
