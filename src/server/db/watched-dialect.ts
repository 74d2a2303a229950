import type { DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import type { DatabaseHealth } from './database-health';
import { databaseFault } from './database-fault';

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/**
 * The dialect with every query, connection and commit reported to the database's health: the one place
 * that sees all of them, requests, jobs and the read cache's poll alike, so no feature has to (decision 0035).
 * Errors still reach the caller unchanged; the error handler turns the faults among them into 503s.
 */
export function watchedDialect(dialect: Dialect, health: DatabaseHealth): Dialect {
  return {
    createDriver: () => watchedDriver(dialect.createDriver(), health),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

const alreadyEnded = (error: unknown) =>
  databaseFault(error) !== null || /no transaction is active/i.test(error instanceof Error ? error.message : '');

// `work` is called here, not before: SQLite's connection throws synchronously, before any promise exists.
async function reported<T>(health: DatabaseHealth, work: () => Promise<T>, wrote = false): Promise<T> {
  const startedAt = Date.now();
  try {
    const result = await work();
    health.answered(wrote, startedAt);
    return result;
  } catch (error) {
    health.failed(error);
    throw error;
  }
}

function watchedDriver(driver: Driver, health: DatabaseHealth): Driver {
  // The connections inside a transaction: their writes count as stored only at the commit.
  const inTransaction = new WeakSet<DatabaseConnection>();
  // The driver's own connection object (its release and private fields need it), by the watched one handed out.
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;

  const watch = (connection: DatabaseConnection): DatabaseConnection => {
    const watched: DatabaseConnection = {
      executeQuery: <R>(query: Parameters<DatabaseConnection['executeQuery']>[0]): Promise<QueryResult<R>> =>
        reported(health, () => connection.executeQuery<R>(query), WRITES.has(query.query.kind) && !inTransaction.has(watched)),
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
    inner.set(watched, connection);
    return watched;
  };

  return {
    init: () => reported(health, () => driver.init()),
    acquireConnection: async () => watch(await reported(health, () => driver.acquireConnection())),
    async beginTransaction(connection, settings) {
      inTransaction.add(connection);
      // The driver sends BEGIN through the connection it is given: the watched one, so its failure is seen.
      await driver.beginTransaction(connection, settings);
    },
    async commitTransaction(connection) {
      inTransaction.delete(connection);
      await reported(health, () => driver.commitTransaction(connection), true);
    },
    async rollbackTransaction(connection) {
      inTransaction.delete(connection);
      try {
        await driver.rollbackTransaction(connection);
      } catch (error) {
        // SQLite ends the transaction itself on SQLITE_FULL, an I/O error or a busy commit, and PostgreSQL's
        // transaction ends with its connection: the rollback then fails, and its error must not replace the
        // fault that caused it (the reply would be a 500 instead of the fault's 503).
        if (!alreadyEnded(error)) throw error;
      }
    },
    ...(driver.savepoint && { savepoint: driver.savepoint.bind(driver) }),
    ...(driver.rollbackToSavepoint && { rollbackToSavepoint: driver.rollbackToSavepoint.bind(driver) }),
    ...(driver.releaseSavepoint && { releaseSavepoint: driver.releaseSavepoint.bind(driver) }),
    releaseConnection: (connection) => driver.releaseConnection(unwrap(connection)),
    destroy: () => driver.destroy(),
  };
}
