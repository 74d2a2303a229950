import type { TestProject } from 'vitest/node';
import { startCluster } from './cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set only in the pg project: the admin URL of the throw-away cluster every test database is made on. */
    pgAdminUrl: string;
  }
}

/** Starts one PostgreSQL for the whole run (each test app gets its own database on it) and stops it after. */
export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  project.provide('pgAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}
