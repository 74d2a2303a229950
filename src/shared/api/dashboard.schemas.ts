/** The dashboard endpoints: how to call them and what they take and answer (src/shared/api/dashboard.ts holds the browser's routes to them). */
import { Type, type Static } from 'typebox';
import { Banner } from './banners.schemas';
import { endpoint } from './endpoint';
import { IsoTime } from './envelope.schemas';

/** What the dashboard needs to generate a game's editor without importing the registry. */
export const DashboardGame = Type.Object({
  id: Type.String(),
  name: Type.String(),
  api: Type.String(),
  dashboardKey: Type.String(),
  /** JSON Schema of the game's price config (the engine's configSchema). */
  configSchema: Type.Record(Type.String(), Type.Unknown()),
  defaults: Type.Record(Type.String(), Type.Unknown()),
});
export type DashboardGame = Static<typeof DashboardGame>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: IsoTime,
  actor: Type.String(),
  action: Type.String(),
  target: Type.String(),
  detail: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const DashboardData = Type.Object(
  {
    operator: Type.Object({ username: Type.String() }),
    banners: Type.Array(Banner),
    wasteBanner: Banner,
    games: Type.Array(DashboardGame),
    /** The last 20 changes, newest first. */
    audit: Type.Array(AuditEntry),
  },
  { additionalProperties: true },
);
export type DashboardData = Static<typeof DashboardData> & Record<string, unknown>;

export const dashboard = endpoint({
  scope: 'operator',
  method: 'GET',
  path: '/dashboard',
  summary: 'Everything the operator dashboard edits',
  reply: DashboardData,
});
