import { data, type LoaderFunctionArgs } from 'react-router';
import { skinDetail, type Skin } from '../../../shared/api/skins';
import { ApiError, callApi } from '../../lib/api-client';

export type DetailData = { skin: Skin; error: null } | { skin: null; error: string; notFound: boolean };

/** The spec's words for a reply that carries the error flag; the server's own text goes to the log only. */
const API_ERROR_MESSAGE = 'API returned an error';

const notFound = () => data<DetailData>({ skin: null, error: 'Skin not found', notFound: true }, { status: 404 });

/** A skin by its riot_id; an id no skin has (or that is no id) is a 404 page, so the server answers 404 too. */
export async function detailLoader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) return notFound();
  try {
    return { skin: await callApi(skinDetail, { params: { riotId: id } }), error: null } satisfies DetailData;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return notFound();
    if (error instanceof ApiError && error.code !== undefined) {
      console.error(`skin ${id} failed to load: ${error.message}`);
      return { skin: null, error: API_ERROR_MESSAGE, notFound: false } satisfies DetailData;
    }
    const message =
      error instanceof ApiError && error.status >= 400 ? `HTTP error! status: ${error.status}` : String((error as Error).message ?? error);
    return { skin: null, error: message, notFound: false } satisfies DetailData;
  }
}
