/**
 * How many browser-test files run at once (E2E_WORKERS, default 2). Each worker has a site of its
 * own (its own server and database, started by the global setup), so files never share state.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
