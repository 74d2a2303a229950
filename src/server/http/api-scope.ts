import type { FastifyInstance } from 'fastify';
import type { Scope } from '../../shared/api/endpoint';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which API scope a plugin instance serves; set once on each scope's root (app.ts). */
    apiScope: Scope;
  }
}

/** Marks a plugin instance (and every plugin registered inside it) as serving `scope`. */
export function openScope(app: FastifyInstance, scope: Scope): void {
  app.decorate('apiScope', scope);
}

/** The scope an instance serves; null outside both (the site's pages and assets). */
export const scopeOf = (app: FastifyInstance): Scope | null => (app.hasDecorator('apiScope') ? app.apiScope : null);
