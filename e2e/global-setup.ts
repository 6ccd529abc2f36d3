/**
 * Starts the real server binary for the whole run and stops it afterwards (support/server.ts):
 * a fresh data directory, a free port on 127.0.0.1, the built web app and JSON logs written to
 * test-results/server.log.
 */
import { startServer } from './support/server';

export default async function globalSetup() {
  const server = await startServer();

  // Read by playwright.config.ts (baseURL) and the helpers in support/, in every worker.
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;

  return server.stop;
}
