import { apiPost, apiRequest } from '../../../lib/api-client';
import { operatorPath } from '../../../../shared/api/auth';
import {
  skinOperatorPaths as paths,
  type OperatorSkin,
  type OperatorSkinList,
  type SaveSkinBody,
  type SyncRunDetail,
  type SyncRunsReply,
  type SyncStartReply,
} from '../../../../shared/api/skin-operator';

export const listSkins = (q: string, order: 'asc' | 'desc', page: number) =>
  apiRequest<OperatorSkinList>(`${operatorPath(paths.list)}?${new URLSearchParams({ q, order, page: String(page) })}`);
export const fetchSkin = (riotId: string) => apiRequest<OperatorSkin>(operatorPath(paths.skin(riotId)));
export const saveSkin = (riotId: string, body: SaveSkinBody) => apiPost<OperatorSkin>(operatorPath(paths.skin(riotId)), body);
/** The spec's call: GET /auth/sync/skins. */
export const startSync = () => apiRequest<SyncStartReply>(operatorPath(paths.sync));
export const fetchRuns = () => apiRequest<SyncRunsReply>(operatorPath(paths.runs));
export const fetchRun = (id: number) => apiRequest<SyncRunDetail>(operatorPath(paths.run(id)));
