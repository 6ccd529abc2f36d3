/**
 * Reads the mail the server "sent". Without SMTP it writes every message as an .eml file into
 * <data dir>/outbox/. Verification and reset mails carry the code in the Subject:
 *   "Your Superprompt verification code: 123456"
 *   "Your Superprompt password reset code: 123456"
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import { dataDir } from './env';

export type CodeKind = 'verification' | 'reset';

const SUBJECTS: Record<CodeKind, RegExp> = {
  verification: /verification code:\s*(\d{6})\b/i,
  reset: /password reset code:\s*(\d{6})\b/i,
};

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) in a header value. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g,
    (_all, _charset: string, enc: string, text: string) => {
      if (enc.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    },
  );
}

export function parseHeaders(eml: string): Record<string, string> {
  const head = eml.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeHeader(line.slice(colon + 1).trim());
  }
  return headers;
}

interface ReadCodeOptions {
  /** Only mail written at or after this time (ms since epoch). */
  since?: number;
  timeoutMs?: number;
  /** The server's data directory; default: the shared test server's. */
  serverDataDir?: string;
}

/** Polls the outbox for the newest mail of this kind addressed to `email`; returns its code. */
export async function readCodeFromOutbox(
  email: string,
  kind: CodeKind,
  { since = 0, timeoutMs = 20_000, serverDataDir = dataDir() }: ReadCodeOptions = {},
): Promise<string> {
  const outbox = path.join(serverDataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  const wanted = email.toLowerCase();

  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
    } catch {
      // the outbox appears with the first mail
    }
    const files = await Promise.all(
      names.map(async (name) => {
        const file = path.join(outbox, name);
        return { file, name, mtime: (await stat(file)).mtimeMs };
      }),
    );
    files.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
    for (const { file, mtime } of files) {
      if (mtime + 1000 < since) continue;
      const headers = parseHeaders(await readFile(file, 'utf8'));
      if (!(headers.to ?? '').toLowerCase().includes(wanted)) continue;
      const match = SUBJECTS[kind].exec(headers.subject ?? '');
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${kind} mail to ${email} arrived in ${outbox} within ${timeoutMs} ms`);
}
