import type { LoaderFunctionArgs } from 'react-router';
import { skinPath, type Skin } from '../../../shared/api/skins';
import { SkinLoadError, skinsRequest } from './skins-api';

export type DetailData = { skin: Skin; error: null } | { skin: null; error: string; notFound: boolean };

export async function detailLoader({ params }: LoaderFunctionArgs): Promise<DetailData> {
  const id = params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) return { skin: null, error: 'Skin not found', notFound: true };
  try {
    return { skin: await skinsRequest<Skin>(skinPath(id)), error: null };
  } catch (error) {
    const notFound = error instanceof SkinLoadError && error.status === 404;
    return { skin: null, error: error instanceof Error ? error.message : String(error), notFound };
  }
}
