import { rm } from 'node:fs/promises';

/** The shared server's data directory (its PGlite database and mail files) goes with the run. */
export default async function globalTeardown() {
  if (process.env.E2E_DATA_DIR)
    await rm(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
