import { type DashboardData } from '../../shared/api/dashboard';
import { dashboard } from '../../shared/api/dashboard.schemas';
import { activity } from '../../shared/api/activity.schemas';
import { listActivity, recentAudit } from '../audit/audit-log';
import type { FeatureFactory } from '../feature';
import { mount } from '../http/mount';
import { operatorOf } from '../security/operator-request';

/**
 * The dashboard names no other feature: each contributes its keys (banners, games and their
 * configs, ...) as a dashboard part, and this adds the operator and the audit trail.
 */
export const dashboardFeature: FeatureFactory = ({ db, dashboardParts }) => ({
  operatorRoutes(scope) {
    mount(scope, dashboard, async ({ request }) => {
      const [audit, ...parts] = await Promise.all([recentAudit(db, 20), ...dashboardParts().map((part) => part(request))]);
      return { ...Object.assign({}, ...parts), operator: { username: operatorOf(request).username }, audit } as DashboardData;
    });
    // The activity page: the whole audit log, paged and filtered (decision 0032).
    mount(scope, activity, async ({ query }) => listActivity(db, query ?? {}));
  },
});
