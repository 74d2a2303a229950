import { apiPost, apiRequest } from '../../lib/api-client';
import type { Banner, WasteBanner } from '../../../shared/banners';
import {
  LOGIN_PATH,
  LOGOUT_PATH,
  SAVE_BANNER_PATH,
  SAVE_WASTE_BANNER_PATH,
  resetConfigPath,
  saveConfigPath,
  type DashboardConfig,
  type LoginReply,
  type SaveReply,
} from '../../../shared/operator';

export const login = (username: string, key: string) => apiPost<LoginReply>(LOGIN_PATH, { username, key });
export const logout = () => apiPost<unknown>(LOGOUT_PATH);
export const saveBanner = (banner: Banner) => apiPost<SaveReply>(SAVE_BANNER_PATH, banner);
export const saveWasteBanner = (banner: WasteBanner) => apiPost<SaveReply>(SAVE_WASTE_BANNER_PATH, banner);
export const saveConfig = (api: string, config: Record<string, unknown>) => apiPost<SaveReply>(saveConfigPath(api), config);
export const resetConfig = (api: string) => apiPost<unknown>(resetConfigPath(api));
/** The public read of one config: what visitors now get, with its fresh `updatedAt`. */
export const fetchConfig = (api: string) => apiRequest<DashboardConfig>(`/${api}`);

/** The config without server bookkeeping, i.e. what the form edits and what a save sends. */
export function editableConfig(config: Record<string, unknown>): Record<string, unknown> {
  const { updatedAt: _updatedAt, ...rest } = config;
  return rest;
}

/** Message out of a reply that may be a bare string or an object carrying one. */
export function replyMessage(reply: unknown, fallback: string): string {
  if (typeof reply === 'string' && reply.trim()) return reply;
  if (reply && typeof reply === 'object' && 'message' in reply && typeof reply.message === 'string') return reply.message;
  return fallback;
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
