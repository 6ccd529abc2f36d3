/**
 * What the composer may attach, checked before anything is sent: text documents in the
 * server's `documentFormats` (by extension, else by type) and PNG, JPEG, GIF or WebP images,
 * each under its size cap, at most `maxAttachments` to a message. The server checks again, by
 * content (a renamed file is refused there, and its message shown at the composer).
 */
import { formatBytes } from '@/lib/format';

import type { ChatSetup } from '../api/get-chat-setup';

export type AttachmentLimits = Pick<
  ChatSetup,
  'maxAttachments' | 'maxDocumentBytes' | 'maxImageBytes' | 'documentFormats'
>;

export type AttachmentKind = 'document' | 'image';

/** A file picked for the next message, read and ready to send. */
export interface PendingAttachment {
  /** A key of the composer's own. */
  key: string;
  kind: AttachmentKind;
  name: string;
  size: number;
  /** The document format ("md") or image format ("png") the server expects. */
  format: string;
  /** The bytes, base64-encoded. */
  source: string;
}

/** Image types by MIME type and by extension. */
const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const IMAGE_EXTENSIONS: Record<string, string> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
};

/** Document formats by extension (other spellings of the server's formats included). */
const DOCUMENT_EXTENSIONS: Record<string, string> = {
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
  csv: 'csv',
  json: 'json',
  html: 'html',
  htm: 'html',
};
const DOCUMENT_TYPES: Record<string, string> = {
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/csv': 'csv',
  'application/json': 'json',
  'text/html': 'html',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** What a file is to the chat: an image or a document of a format the server reads, or null. */
export function classifyFile(
  file: Pick<File, 'name' | 'type'>,
  documentFormats: readonly string[],
): { kind: AttachmentKind; format: string } | null {
  const extension = extensionOf(file.name);
  const image = IMAGE_TYPES[file.type] ?? IMAGE_EXTENSIONS[extension];
  if (image) return { kind: 'image', format: image };
  const document = DOCUMENT_EXTENSIONS[extension] ?? DOCUMENT_TYPES[file.type];
  if (document && documentFormats.includes(document)) return { kind: 'document', format: document };
  return null;
}

/** The file input's `accept`: the document extensions the server reads, and the images. */
export function acceptAttribute(documentFormats: readonly string[]): string {
  const documents = Object.entries(DOCUMENT_EXTENSIONS)
    .filter(([, format]) => documentFormats.includes(format))
    .map(([extension]) => `.${extension}`);
  return [...documents, ...Object.keys(IMAGE_TYPES)].join(',');
}

/** "TXT, MD, CSV, JSON or HTML". */
function listFormats(formats: readonly string[]): string {
  const upper = formats.map((f) => f.toUpperCase());
  if (upper.length <= 1) return upper.join('');
  return `${upper.slice(0, -1).join(', ')} or ${upper.at(-1)}`;
}

/** Why the picker refuses a file of an unknown type. */
export function typeProblem(name: string, documentFormats: readonly string[]): string {
  return `“${name}” can’t be attached. Attach a text document (${listFormats(documentFormats)}) or an image (PNG, JPEG, GIF or WebP).`;
}

export interface CheckedFile<F> {
  file: F;
  kind: AttachmentKind;
  format: string;
}

/**
 * Sorts picked files into those that may be attached and what is wrong with the others: the
 * type, the size (empty, or over the cap for its kind) and the count (`already` attached; the
 * files past the limit are left out).
 */
export function checkFiles<F extends Pick<File, 'name' | 'type' | 'size'>>(
  files: readonly F[],
  already: number,
  limits: AttachmentLimits,
): { accepted: CheckedFile<F>[]; problems: string[] } {
  const accepted: CheckedFile<F>[] = [];
  const problems: string[] = [];
  let overCount = 0;
  for (const file of files) {
    const kind = classifyFile(file, limits.documentFormats);
    if (!kind) {
      problems.push(typeProblem(file.name, limits.documentFormats));
      continue;
    }
    const cap = kind.kind === 'image' ? limits.maxImageBytes : limits.maxDocumentBytes;
    if (file.size === 0) {
      problems.push(`“${file.name}” is empty.`);
      continue;
    }
    if (file.size > cap) {
      problems.push(
        `“${file.name}” is too large (${formatBytes(file.size)}): ${kind.kind === 'image' ? 'images' : 'documents'} can be up to ${formatBytes(cap)}.`,
      );
      continue;
    }
    if (already + accepted.length >= limits.maxAttachments) {
      overCount += 1;
      continue;
    }
    accepted.push({ file, ...kind });
  }
  if (overCount > 0) {
    problems.push(
      `You can attach up to ${limits.maxAttachments} files to a message: ${overCount === 1 ? 'one file was' : `${overCount} files were`} left out.`,
    );
  }
  return { accepted, problems };
}

/** A message's length as the server counts it: in characters (code points), not UTF-16 units. */
export function countChars(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Why the message can't be sent as it is, or null. */
export function messageProblem(
  text: string,
  attachments: number,
  maxMessageChars: number,
): string | null {
  if (text.trim() === '' && attachments === 0) return 'Type a message or attach a file first.';
  const length = countChars(text);
  if (length > maxMessageChars) {
    return `Your message is ${length.toLocaleString()} characters long; the most is ${maxMessageChars.toLocaleString()}. Shorten it or attach it as a document.`;
  }
  return null;
}

/** An image's data URL, for its thumbnail. */
export function imageDataUrl(format: string, source: string): string {
  return `data:image/${format};base64,${source}`;
}
