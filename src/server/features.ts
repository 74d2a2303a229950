import type { FeatureFactory } from './feature';
import { authFeature } from './auth/feature';
import { bannersFeature } from './banners/feature';
import { blogFeature } from './blog/feature';
import { calculatorsFeature } from './calculators/feature';
import { dashboardFeature } from './dashboard/feature';
import { gameFilesFeature } from './game-files/feature';
import { healthFeature } from './health/feature';
import { siteLinksFeature } from './site-links/feature';
import { skinsFeature } from './skins/feature';
import { wastedTimeFeature } from './wasted-time/feature';

/** The one list of features buildApp registers. Seeders run in this order. */
export const FEATURES: readonly FeatureFactory[] = [
  healthFeature,
  authFeature,
  bannersFeature,
  calculatorsFeature,
  dashboardFeature,
  skinsFeature,
  wastedTimeFeature,
  blogFeature,
  siteLinksFeature,
  gameFilesFeature,
];
