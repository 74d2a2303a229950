import { generatePath } from 'react-router';
import { paths } from '../../../../shared/paths';

export const skinEditPath = (riotId: number): string => generatePath(paths.dashboardSkin, { id: String(riotId) });
