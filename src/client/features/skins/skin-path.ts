import { generatePath } from 'react-router';
import { paths } from '../../../shared/paths';

/** A skin's detail page, built from the paths registry. */
export const skinPath = (riotId: number): string => generatePath(paths.skin, { id: String(riotId) });
