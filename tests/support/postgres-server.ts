/**
 * A throwaway PostgreSQL server for tests: a fresh cluster in a temporary directory, listening on
 * a free loopback port, removed afterwards. The benchmarks use it too, so it is written in
 * JavaScript: scripts/postgres-cluster.mjs.
 */
export {
  freePort,
  MissingPostgresError,
  startPostgres,
  type PostgresServer,
} from '../../scripts/postgres-cluster.mjs';
