/** Paths and settings shared by the global setup and the tests. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = path.resolve(E2E_DIR, '..');

/** SUPERPROMPT_BIN, relative paths taken from e2e/; default: the repo's debug build. */
export function serverBinary(): string {
  const configured = process.env.SUPERPROMPT_BIN;
  if (!configured) return path.join(REPO_ROOT, 'target', 'debug', 'superprompt');
  return path.isAbsolute(configured) ? configured : path.resolve(E2E_DIR, configured);
}

export function webDist(): string {
  return path.join(REPO_ROOT, 'web', 'dist');
}

/** The running server's data directory (set by global-setup.ts). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
  return url;
}
