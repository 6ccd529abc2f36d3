/** Runs the server binary's admin commands against the test server's data directory. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { dataDir, serverBinary } from './env';

const run = promisify(execFile);

export async function grantGroup(email: string, group: string): Promise<void> {
  await run(serverBinary(), ['user', 'grant-group', email, group], {
    env: { ...process.env, SUPERPROMPT_DATA_DIR: dataDir(), SUPERPROMPT_LOG_FORMAT: 'json' },
    timeout: 30_000,
  });
}

/** Puts a user on a plan by hand (`superprompt user set-plan`), e.g. PRO for paid features. */
export async function setPlan(
  email: string,
  plan: 'FREE' | 'PRO' | 'ANNUAL_PRO' | 'THREE_DAY_PASS',
): Promise<void> {
  await run(serverBinary(), ['user', 'set-plan', email, plan], {
    env: { ...process.env, SUPERPROMPT_DATA_DIR: dataDir(), SUPERPROMPT_LOG_FORMAT: 'json' },
    timeout: 30_000,
  });
}
