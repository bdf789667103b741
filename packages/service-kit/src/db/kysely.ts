import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { Db } from './port';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(err: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class RollbackSignal extends Error {
  constructor() {
    super('kysely transaction rolled back');
    this.name = 'RollbackSignal';
  }
}

/**
 * One Kysely "connection" over the Db port. Outside a transaction it sends each query to the Db (a
 * pool or PGlite); inside one, to the transaction's Db that `Db.transaction` yields, which the
 * connection holds open until Kysely commits or rolls back.
 */
class DbConnection implements DatabaseConnection {
  private tx?: { db: Db; finish: Deferred<void>; done: Promise<unknown> };

  constructor(private readonly db: Db) {}

  private get target(): Db {
    return this.tx?.db ?? this.db;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const target = this.target;
    if (target.execute) {
      const { rows, rowCount } = await target.execute<R>(compiled.sql, compiled.parameters);
      return rowCount === null || rowCount === undefined ? { rows } : { rows, numAffectedRows: BigInt(rowCount) };
    }
    return { rows: await target.query<R>(compiled.sql, compiled.parameters) };
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(compiled);
  }

  async begin(settings: TransactionSettings): Promise<void> {
    if (this.tx) throw new Error('a transaction is already open on this connection');
    const started = deferred<Db>();
    const finish = deferred<void>();
    const done = this.db.transaction(async (tx) => {
      started.resolve(tx);
      await finish.promise;
    });
    done.catch((err: unknown) => started.reject(err));
    const db = await started.promise;
    this.tx = { db, finish, done };
    if (settings.isolationLevel || settings.accessMode) {
      const modes = [settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '', settings.accessMode ?? ''].filter(Boolean);
      await db.query(`set transaction ${modes.join(', ')}`);
    }
  }

  async commit(): Promise<void> {
    const tx = this.tx;
    if (!tx) throw new Error('no transaction to commit');
    this.tx = undefined;
    tx.finish.resolve();
    await tx.done;
  }

  async rollback(): Promise<void> {
    const tx = this.tx;
    if (!tx) throw new Error('no transaction to roll back');
    this.tx = undefined;
    tx.finish.reject(new RollbackSignal());
    try {
      await tx.done;
    } catch (err) {
      if (!(err instanceof RollbackSignal)) throw err;
    }
  }
}

/** The Kysely driver over the Db port: every acquired connection is a fresh DbConnection. */
class DbDriver implements Driver {
  constructor(private readonly db: Db) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new DbConnection(this.db);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await (connection as DbConnection).begin(settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as DbConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as DbConnection).rollback();
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${name}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${name}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    // The Db's owner closes it; a Kysely over it never does.
  }
}

/** A PostgreSQL-dialect Kysely dialect whose driver is the Db port (PGlite or node-postgres). */
export class DbDialect implements Dialect {
  constructor(private readonly db: Db) {}

  createDriver(): Driver {
    return new DbDriver(this.db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

const CACHE = new WeakMap<Db, Kysely<unknown>>();

/**
 * A typed Kysely over a Db (the same instance for the same Db). Over a transaction's Db (`db.transaction(tx
 * => createKysely<DB>(tx)...)`) every query runs in that transaction; Kysely's own
 * `.transaction().execute(trx => ...)` opens one through `Db.transaction` (nested calls on a
 * transaction's Db reuse it, as the port says). Destroying it does not close the Db.
 */
export function createKysely<DB>(db: Db): Kysely<DB> {
  let k = CACHE.get(db);
  if (!k) {
    k = new Kysely<unknown>({ dialect: new DbDialect(db) });
    CACHE.set(db, k);
  }
  return k as Kysely<DB>;
}
