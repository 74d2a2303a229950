import { apiPost, apiRequest } from '../../lib/api-client';
import { bannerPaths, type Banner, type WasteBanner } from '../../../shared/api/banners';
import { authPaths, operatorPath } from '../../../shared/api/auth';
import { calculatorPaths, type ServedConfig } from '../../../shared/api/calculators';

export const login = (username: string, key: string) => apiPost<string>(authPaths.login, { username, key });
export const logout = () => apiPost<unknown>(operatorPath(authPaths.logout));
export const saveBanner = (banner: Banner) => apiPost<string>(operatorPath(bannerPaths.operator.save), banner);
export const saveWasteBanner = (banner: WasteBanner) => apiPost<string>(operatorPath(bannerPaths.operator.saveWaste), banner);
export const saveConfig = (api: string, config: Record<string, unknown>) =>
  apiPost<string>(operatorPath(calculatorPaths.operator.save(api)), config);
export const resetConfig = (api: string) => apiPost<unknown>(operatorPath(calculatorPaths.operator.reset(api)));
/** The public read of one config: what visitors now get, with its fresh `updatedAt`. */
export const fetchConfig = (api: string) => apiRequest<ServedConfig>(calculatorPaths.public.config(api));
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
