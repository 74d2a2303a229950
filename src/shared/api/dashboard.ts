/**
 * The operator dashboard: everything the page edits, in one reply. Besides the fixed keys, every
 * game's config sits under its dashboardKey (calculator, fortniteCalculator, ...); read it with
 * `dashboardConfig`. Each server feature contributes its keys (src/server/feature.ts, DashboardPart).
 */
import type { ServedConfig } from './calculators';
import type * as schemas from './dashboard.schemas';
import type { DashboardData, DashboardGame } from './dashboard.schemas';
import { route } from './endpoint';

export const dashboardConfig = (data: DashboardData, game: Pick<DashboardGame, 'dashboardKey'>): ServedConfig | undefined =>
  data[game.dashboardKey] as ServedConfig | undefined;

export const dashboard = route<typeof schemas.dashboard>()({ scope: 'operator', method: 'GET', path: '/dashboard' });

export type { DashboardGame, AuditEntry, DashboardData } from './dashboard.schemas';
