import type { BenchSuite } from './harness';
import { median, timeRuns } from './harness';
import { createTestApp } from '../helpers/test-app';
import { setOperatorKey } from '../../src/server/auth/operators';
import { hashKey } from '../../src/server/auth/key-hash';

const OPERATOR = { username: 'bench', key: 'a bench key of decent length' };
const SITE = { origin: 'http://localhost' };

const suite: BenchSuite = {
  title: 'Operator sign-in (scrypt N=16384, r=8, p=1; Fastify inject, temp SQLite)',
  async run() {
    const t = await createTestApp();
    try {
      await setOperatorKey(t.db, OPERATOR.username, OPERATOR.key, 'bench');
      const hash = await timeRuns(() => hashKey(OPERATOR.key), 15, 2);
      // Each login is a fresh session; failures are avoided so the throttle never kicks in.
      const login = await timeRuns(() => t.app.inject({ method: 'POST', url: '/api/login', payload: OPERATOR }), 15, 2);
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: OPERATOR });
      const cookie = `av_session=${res.cookies.find((c) => c.name === 'av_session')!.value}`;
      const dashboard = await timeRuns(
        () => t.app.inject({ method: 'GET', url: '/api/auth/dashboard', headers: { cookie, ...SITE } }),
        50,
        5,
      );
      return [
        { name: 'scrypt hash of a key', value: median(hash), unit: 'ms', budget: 250, note: 'median of 15' },
        { name: 'POST /api/login (good pair)', value: median(login), unit: 'ms', budget: 300, note: 'median of 15' },
        {
          name: 'GET /api/auth/dashboard (session check included)',
          value: median(dashboard),
          unit: 'ms',
          budget: 25,
          note: 'median of 50',
        },
      ];
    } finally {
      await t.close();
    }
  },
};
export default suite;
