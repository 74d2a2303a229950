import { CONTRACTS } from '../../src/server/http/endpoints';
import { isRoute, type Endpoint } from '../../src/shared/api/endpoint';

const isEndpoint = (value: unknown): value is Endpoint => isRoute(value) && 'reply' in value;

/**
 * Every endpoint the schemas modules declare, a revision group's included. A game's endpoints are
 * made per game file, so the calculators' factories stand in with one made for the api 'sample'.
 */
export function declaredEndpoints(): Endpoint[] {
  return Object.entries(CONTRACTS).flatMap(([name, module]) =>
    Object.values(module).flatMap((value) => {
      const made = name === 'calculators' && typeof value === 'function' ? (value as (api: string) => unknown)('sample') : value;
      if (isEndpoint(made)) return [made];
      return made && typeof made === 'object' ? Object.values(made).filter(isEndpoint) : [];
    }),
  );
}
