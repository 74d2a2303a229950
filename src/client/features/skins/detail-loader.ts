import type { LoaderFunctionArgs } from 'react-router';
import { skinDetail, type Skin } from '../../../shared/api/skins';
import { ApiError, callApi } from '../../lib/api-client';

export type DetailData = { skin: Skin; error: null } | { skin: null; error: string; notFound: boolean };

export async function detailLoader({ params }: LoaderFunctionArgs): Promise<DetailData> {
  const id = params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) return { skin: null, error: 'Skin not found', notFound: true };
  try {
    return { skin: await callApi(skinDetail, { params: { riotId: id } }), error: null };
  } catch (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    const message =
      error instanceof ApiError && error.status >= 400 ? `HTTP error! status: ${error.status}` : String((error as Error).message ?? error);
    return { skin: null, error: message, notFound };
  }
}
