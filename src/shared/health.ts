export const HEALTH_PATH = '/health';

export interface HealthStatus {
  status: 'ok';
  database: 'sqlite' | 'postgres';
  uptimeSeconds: number;
  version: string;
}
