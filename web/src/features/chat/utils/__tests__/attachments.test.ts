import { describe, expect, it } from 'vitest';

import { makeChatSetup } from '@/testing/chat';

import {
  acceptAttribute,
  checkFiles,
  classifyFile,
  countChars,
  messageProblem,
} from '../attachments';

const setup = makeChatSetup();
const KB = 1024;

function file(name: string, size: number, type = '') {
  return { name, size, type };
}

describe('classifyFile', () => {
  it('reads images by type or extension, and documents by extension or type', () => {
    const formats = setup.documentFormats;
    expect(classifyFile(file('a.png', 1, 'image/png'), formats)).toEqual({
      kind: 'image',
      format: 'png',
    });
    expect(classifyFile(file('photo.JPG', 1), formats)).toEqual({ kind: 'image', format: 'jpeg' });
    expect(classifyFile(file('notes.markdown', 1), formats)).toEqual({
      kind: 'document',
      format: 'md',
    });
    expect(classifyFile(file('data', 1, 'application/json'), formats)).toEqual({
      kind: 'document',
      format: 'json',
    });
    expect(classifyFile(file('report.pdf', 1, 'application/pdf'), formats)).toBeNull();
    // A format the server does not read is refused.
    expect(classifyFile(file('page.html', 1), ['txt'])).toBeNull();
  });

  it('accepts the server’s document extensions and the four image types', () => {
    expect(acceptAttribute(['txt', 'md']).split(',')).toEqual([
      '.txt',
      '.text',
      '.md',
      '.markdown',
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
    ]);
  });
});

describe('checkFiles', () => {
  it('refuses a file of another type, saying what may be attached', () => {
    const { accepted, problems } = checkFiles(
      [file('report.pdf', 10, 'application/pdf')],
      0,
      setup,
    );
    expect(accepted).toEqual([]);
    expect(problems).toEqual([
      '“report.pdf” can’t be attached. Attach a text document (TXT, MD, CSV, JSON or HTML) or an image (PNG, JPEG, GIF or WebP).',
    ]);
  });

  it('refuses documents over 256 KB and images over 2 MB, and empty files', () => {
    const { accepted, problems } = checkFiles(
      [
        file('big.txt', 300 * KB),
        file('ok.txt', 256 * KB),
        file('huge.png', 3 * KB * KB, 'image/png'),
        file('fine.png', 2 * KB * KB, 'image/png'),
        file('empty.md', 0),
      ],
      0,
      setup,
    );
    expect(accepted.map((a) => a.file.name)).toEqual(['ok.txt', 'fine.png']);
    expect(problems).toEqual([
      '“big.txt” is too large (300 KB): documents can be up to 256 KB.',
      '“huge.png” is too large (3 MB): images can be up to 2 MB.',
      '“empty.md” is empty.',
    ]);
  });

  it('keeps to the number of attachments a message may have', () => {
    const files = ['a.txt', 'b.txt', 'c.txt'].map((name) => file(name, 10));
    const { accepted, problems } = checkFiles(files, 2, setup);
    expect(accepted.map((a) => a.file.name)).toEqual(['a.txt', 'b.txt']);
    expect(problems).toEqual(['You can attach up to 4 files to a message: one file was left out.']);
    expect(checkFiles(files, 4, setup).problems).toEqual([
      'You can attach up to 4 files to a message: 3 files were left out.',
    ]);
  });
});

describe('messageProblem', () => {
  it('wants text or a file, within the limit counted in characters', () => {
    expect(messageProblem('  ', 0, 10)).toBe('Type a message or attach a file first.');
    expect(messageProblem('', 1, 10)).toBeNull();
    expect(messageProblem('hello', 0, 10)).toBeNull();
    // Emoji are one character each, as the server counts them.
    expect(countChars('😀😀')).toBe(2);
    expect(messageProblem('😀'.repeat(10), 0, 10)).toBeNull();
    expect(messageProblem('a'.repeat(11), 0, 10)).toBe(
      'Your message is 11 characters long; the most is 10. Shorten it or attach it as a document.',
    );
  });
});
