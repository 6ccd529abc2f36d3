import {
  comparable,
  editableText,
  holds,
  readDraft,
  streamWriter,
  writeDraft,
} from '@/content/editor';

afterEach(() => {
  document.body.replaceChildren();
});

function editable(markup: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('contenteditable', 'true');
  element.innerHTML = markup;
  document.body.append(element);
  return element;
}

describe('editableText', () => {
  it.each([
    ['', ''],
    ['<br>', ''],
    ['<p><br></p>', ''],
    ['plain text', 'plain text'],
    ['<p>one</p><p>two</p>', 'one\ntwo'],
    ['<p>one</p><p><br></p><p>two</p>', 'one\n\ntwo'],
    ['<p>a<br>b</p>', 'a\nb'],
    ['<p>a<br><br class="ProseMirror-trailingBreak"></p><p>b</p>', 'a\n\nb'],
    ['<div>x</div><div><br></div><div>y</div>', 'x\n\ny'],
    ['first<div>second</div>', 'first\nsecond'],
    ['<p><strong>bold</strong> and <em>it</em></p>', 'bold and it'],
    ['<p>a&nbsp;b</p>', 'a b'],
    ['<ul><li>one</li><li>two</li></ul>', 'one\ntwo'],
  ])('%j reads %j', (markup, text) => {
    expect(editableText(editable(markup))).toBe(text);
  });
});

describe('readDraft', () => {
  it("reads a textarea's value", () => {
    const area = document.createElement('textarea');
    area.value = 'line one\n\nline two';
    expect(readDraft(area)).toBe('line one\n\nline two');
  });
});

describe('comparable', () => {
  it('ignores how editors keep spaces and blank lines', () => {
    expect(comparable('a\n\n b\u00a0 c  ')).toBe('a b c');
    expect(comparable('a\nb')).toBe(comparable('a\n\n\nb'));
    expect(comparable('a b')).not.toBe(comparable('ab'));
  });
});

describe('writeDraft on a textarea', () => {
  it('uses the native setter and an input event, as React expects', () => {
    const area = document.createElement('textarea');
    document.body.append(area);
    // React replaces `value` on the element; only the prototype's setter reaches the DOM.
    let tracked = '';
    Object.defineProperty(area, 'value', {
      configurable: true,
      get: () => tracked,
      set: (value: string) => {
        tracked = value;
      },
    });
    const seen: string[] = [];
    area.addEventListener('input', () => {
      seen.push(
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.get!.call(
          area,
        ) as string,
      );
    });
    writeDraft(area, 'Hello there', 'textarea');
    expect(seen).toEqual(['Hello there']);
  });

  it('says whether the text landed', () => {
    const area = document.createElement('textarea');
    document.body.append(area);
    expect(writeDraft(area, 'Landed', 'textarea')).toBe(true);
    expect(area.value).toBe('Landed');
    expect(holds(area, 'Landed')).toBe(true);
  });
});

describe('writeDraft on a contenteditable', () => {
  it('falls back to input events when execCommand is not there, and checks the result', () => {
    const editor = editable('<p>old</p>');
    const events: string[] = [];
    editor.addEventListener('beforeinput', (event) => events.push(`before:${event.inputType}`));
    editor.addEventListener('input', (event) => events.push(`input:${event.inputType}`));
    expect(writeDraft(editor, 'new text', 'contenteditable')).toBe(true);
    expect(readDraft(editor)).toBe('new text');
    expect(events).toEqual(['before:insertText', 'input:insertText']);
  });

  it('reports a write the editor refused', () => {
    const editor = editable('<p>kept</p>');
    // An editor that takes over every input and does nothing with it.
    editor.addEventListener('beforeinput', (event) => event.preventDefault());
    editor.addEventListener('paste', (event) => event.preventDefault());
    expect(writeDraft(editor, 'lost', 'contenteditable')).toBe(false);
    expect(readDraft(editor)).toBe('kept');
  });
});

describe('streamWriter', () => {
  it('writes at most once per frame, the latest text', () => {
    const area = document.createElement('textarea');
    document.body.append(area);
    const frames: (() => void)[] = [];
    const writer = streamWriter(
      area,
      'textarea',
      (callback) => frames.push(callback),
      () => undefined,
    );
    let writes = 0;
    area.addEventListener('input', () => (writes += 1));
    writer.write('a');
    writer.write('ab');
    writer.write('abc');
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(area.value).toBe('abc');
    expect(writes).toBe(1);
    writer.write('abcd');
    writer.flush();
    expect(area.value).toBe('abcd');
    writer.write('abcde');
    writer.cancel();
    frames.forEach((frame) => frame());
    expect(area.value).toBe('abcd');
  });
});
