import { API_PREFIX } from '../../shared/api/endpoint';

/** Where the API lives. Same origin by default; set VITE_API_BASE at build time to move it. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined)?.replace(/\/$/, '') ?? API_PREFIX;
