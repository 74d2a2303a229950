import { generatePath } from 'react-router';
import { paths } from '../../../../shared/paths';

/** A skin's operator edit page, built from the paths registry. */
export const skinEditPath = (riotId: number): string => generatePath(paths.dashboardSkin, { id: String(riotId) });
