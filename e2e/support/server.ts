/**
 * Starts the real server binary and stops it: `$SUPERPROMPT_BIN serve` with a fresh data
 * directory (SQLite + outbox), a free port on 127.0.0.1, the built web app (web/dist) and JSON
 * logs written to test-results/<name>.log. Used by global-setup.ts for the server every spec
 * shares, and by specs that need a server configured otherwise (an LLM provider).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { E2E_DIR, serverBinary, webDist } from './env';

const HEALTH_TIMEOUT_MS = 60_000;

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Its data directory (SQLite file, mail outbox). */
  dataDir: string;
  logPath: string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and deletes its data unless kept. */
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealthy(url: string, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  const state: { exited: string | null } = { exited: null };
  child.once('exit', (code, signal) => {
    state.exited = `exited with ${code ?? signal ?? 'unknown status'}`;
  });
  while (Date.now() < deadline) {
    if (state.exited)
      throw new Error(`The server ${state.exited} before becoming healthy. See ${logPath}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${url}/healthz did not return 200 within 60 s. See ${logPath}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts a server and waits for GET /healthz to answer 200 (60 s at most). `env` adds to (or
 * overrides) the settings every test server gets, e.g. SUPERPROMPT_CONFIG.
 */
export async function startServer({
  logName = 'server',
  env = {},
}: { logName?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const bin = serverBinary();
  if (!existsSync(bin)) {
    throw new Error(
      `Server binary not found at ${bin}. Build it (cargo build -p superprompt-server) or set SUPERPROMPT_BIN.`,
    );
  }
  const web = webDist();
  if (!existsSync(path.join(web, 'index.html'))) {
    throw new Error(`${web}/index.html is missing: run \`npm run build\` first.`);
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'superprompt-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const resultsDir = path.join(E2E_DIR, 'test-results');
  await mkdir(resultsDir, { recursive: true });
  const logPath = path.join(resultsDir, `${logName}.log`);
  const log = createWriteStream(logPath);

  const serverEnv = {
    ...process.env,
    SUPERPROMPT_DATA_DIR: dataDir,
    SUPERPROMPT_PORT: String(port),
    SUPERPROMPT_HOST: '127.0.0.1',
    SUPERPROMPT_WEB_DIR: web,
    SUPERPROMPT_LOG_FORMAT: 'json',
    // Every test user signs up from this one machine's address: lift the per-address
    // allowances that would otherwise (rightly) stop the 11th sign-up within the hour.
    SUPERPROMPT_LIMITS__SIGN_UPS_PER_HOUR_PER_ADDRESS: '100000',
    SUPERPROMPT_LIMITS__ACCOUNT_MAILS_PER_HOUR_PER_ADDRESS: '100000',
    ...env,
  };
  const child = spawn(bin, ['serve'], { env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async () => {
    await stopChild(child);
    log.end();
    if (!process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealthy(url, child, logPath);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, logPath, stop };
}
