import type { FastifyRequest } from 'fastify';

/** Who is signed in, as the operator guard (operator-guard.ts) resolves it from the session cookie. */
export interface SessionOperator {
  operatorId: number;
  username: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: SessionOperator | null;
  }
}

/** The signed-in operator of a request inside the operator scope (the guard guarantees one). */
export function operatorOf(request: FastifyRequest): SessionOperator {
  if (!request.operator) throw new Error('operatorOf called outside the operator scope');
  return request.operator;
}
