import { generatePath } from 'react-router';
import { paths } from '../../../shared/paths';

export const skinPath = (riotId: number): string => generatePath(paths.skin, { id: String(riotId) });
