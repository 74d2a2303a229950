/**
 * The operator API contract: paths (relative to the API base), request and reply shapes
 * and the fixed messages. Every reply is wrapped in the `{error, response}` envelope.
 *
 * - POST LOGIN_PATH {username, key} → "Logged in" and an httpOnly session cookie;
 *   401 "Invalid username or key"; 429 "Too many failed logins. Try again in N minutes."
 * - Every AUTH_PREFIX route: 401 "Please log in" without a session; a POST whose Origin is
 *   not the site's own → 403.
 * - POST LOGOUT_PATH → "Logged out" and the cookie cleared.
 * - GET DASHBOARD_PATH → DashboardData.
 * - POST SAVE_BANNER_PATH (Banner) → "Banner saved"; POST SAVE_WASTE_BANNER_PATH → "Waste banner saved".
 * - POST saveConfigPath(game.api) (the whole config) → "<Game name> prices saved";
 *   400 naming the field when invalid, nothing stored.
 * - POST resetConfigPath(game.api) → "<Game name> prices reset to defaults".
 */
import type { Banner, WasteBanner } from './banners';

export const LOGIN_PATH = '/login';
export const AUTH_PREFIX = '/auth';
export const LOGOUT_PATH = '/auth/logout';
export const DASHBOARD_PATH = '/auth/dashboard';
export const SAVE_BANNER_PATH = '/auth/banners';
export const SAVE_WASTE_BANNER_PATH = '/auth/waste-banner';
export const saveConfigPath = (api: string): string => `/auth/${api}`;
export const resetConfigPath = (api: string): string => `/auth/${api}/reset`;

export const SESSION_COOKIE = 'av_session';
export const USERNAME_MAX = 64;
export const KEY_MIN = 8;
export const KEY_MAX = 256;

export const OPERATOR_MESSAGES = {
  loggedIn: 'Logged in',
  loggedOut: 'Logged out',
  invalidLogin: 'Invalid username or key',
  pleaseLogIn: 'Please log in',
  foreignOrigin: 'This request did not come from this site, so it was refused.',
  bannerSaved: 'Banner saved',
  wasteBannerSaved: 'Waste banner saved',
} as const;

export const throttledMessage = (minutes: number): string =>
  `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const configSavedMessage = (gameName: string): string => `${gameName} prices saved`;
export const configResetMessage = (gameName: string): string => `${gameName} prices reset to defaults`;

export interface LoginRequest {
  username: string;
  key: string;
}
export type LoginReply = string;
export type LogoutReply = string;
export type SaveBannerRequest = Banner;
export type SaveWasteBannerRequest = WasteBanner;
export type SaveReply = string;

/** A calculator's price config as stored, with when it last changed (null: still the defaults). */
export type DashboardConfig = { market: number; updatedAt: string | null } & Record<string, unknown>;

/** What the dashboard needs to generate a game's editor without importing the registry. */
export interface DashboardGame {
  id: string;
  name: string;
  api: string;
  dashboardKey: string;
  /** JSON Schema of the game's price config (the engine's configSchema). */
  configSchema: Record<string, unknown>;
  defaults: Record<string, unknown>;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  detail: unknown;
}

/**
 * GET DASHBOARD_PATH. Besides the fixed keys, every game's config sits under its
 * dashboardKey (calculator, fortniteCalculator, ...); read it with `dashboardConfig`.
 */
export interface DashboardBase {
  operator: { username: string };
  banners: Banner[];
  wasteBanner: WasteBanner;
  games: DashboardGame[];
  /** The last 20 changes, newest first. */
  audit: AuditEntry[];
}
export type DashboardData = DashboardBase & Record<string, unknown>;

export const dashboardConfig = (data: DashboardData, game: Pick<DashboardGame, 'dashboardKey'>): DashboardConfig | undefined =>
  data[game.dashboardKey] as DashboardConfig | undefined;
