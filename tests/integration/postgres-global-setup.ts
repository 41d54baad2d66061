import type { TestProject } from 'vitest/node';
import { startPostgres, type PostgresServer } from '../support/postgres-server';

let server: PostgresServer | undefined;

/** One throwaway PostgreSQL server for the whole unit/integration run; each suite makes its own database. */
export async function setup(project: TestProject) {
  server = await startPostgres();
  project.provide('postgresAdminUrl', server.url());
}

export async function teardown() {
  await server?.destroy();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
