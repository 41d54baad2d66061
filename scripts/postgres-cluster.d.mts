export declare class MissingPostgresError extends Error {}

export declare function freePort(): Promise<number>;

export interface PostgresServer {
  /** postgres://… for a database of that name (created by `createDatabase`). */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export declare function startPostgres(): Promise<PostgresServer>;
