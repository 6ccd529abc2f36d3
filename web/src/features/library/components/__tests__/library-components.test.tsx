import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { gqlError, mockGraphQL } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import type { Folder } from '../../api/get-folders';
import type { DiffLine } from '../../api/get-prompt-versions';
import { DeleteFolderDialog } from '../delete-folder-dialog';
import { DiffView, VersionDiffView } from '../diff-view';
import { FolderSidebar } from '../folder-sidebar';
import { ImportExport } from '../import-export';
import { ShareDialog } from '../share-dialog';

function folder(overrides: Partial<Folder>): Folder {
  return {
    id: 'f_1',
    name: 'Folder',
    promptCount: 0,
    locked: false,
    lockReason: null,
    isDefault: false,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

const FOLDERS = [
  folder({ id: 'super', name: 'SUPER Prompts', promptCount: 3, isDefault: true }),
  folder({ id: 'ext', name: 'Extension Prompts', promptCount: 0, isDefault: true }),
  folder({ id: 'new', name: 'Newer', promptCount: 1 }),
  folder({
    id: 'old',
    name: 'Older',
    promptCount: 2,
    locked: true,
    lockReason: 'Upgrade to access this folder',
  }),
];

function renderElement(element: React.ReactNode) {
  renderRoutes([{ path: '/', element }], '/');
  return userEvent.setup();
}

describe('FolderSidebar', () => {
  it('keeps the server order, shows counts, and locks folders with the reason and an upgrade link', async () => {
    mockGraphQL({});
    const onSelect = vi.fn();
    const onShareSeveral = vi.fn();
    const u = renderElement(
      <FolderSidebar
        folders={FOLDERS}
        selectedId="super"
        onSelect={onSelect}
        onDropPrompt={vi.fn()}
        onShare={vi.fn()}
        onShareSeveral={onShareSeveral}
      />,
    );
    const nav = await screen.findByRole('navigation', { name: 'Folders' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('SUPER Prompts'),
      expect.stringContaining('Extension Prompts'),
      expect.stringContaining('Newer'),
      expect.stringContaining('Older'),
    ]);
    expect(
      within(nav).getByRole('button', { name: /^SUPER Prompts\s*\(3\s*prompts\)$/ }),
    ).toHaveAttribute('aria-current', 'true');
    expect(
      within(nav).getByRole('button', { name: /^Newer\s*\(1\s*prompt\)$/ }),
    ).toBeInTheDocument();

    const locked = items[3]!;
    expect(locked).toHaveTextContent('Locked');
    expect(
      within(locked).getByRole('link', { name: 'Upgrade to access this folder: Older' }),
    ).toHaveAttribute('href', '/dashboard/pricing');
    // A locked folder can't be opened.
    expect(within(locked).queryByRole('button')).toBeNull();

    await u.click(within(nav).getByRole('button', { name: /^Newer\s*\(1\s*prompt\)$/ }));
    expect(onSelect).toHaveBeenCalledWith(FOLDERS[2]);
    // Default folders are never renamed or deleted.
    await u.click(within(nav).getByRole('button', { name: 'Folder actions: SUPER Prompts' }));
    expect(await screen.findByRole('menuitem', { name: 'Share folder' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await u.keyboard('{Escape}');
    // Several open folders can be shared in one link.
    await u.click(within(nav).getByRole('button', { name: 'Share folders…' }));
    expect(onShareSeveral).toHaveBeenCalledOnce();
  });

  it('shows the server’s message when a folder name is taken', async () => {
    mockGraphQL({
      CreateFolder: () => gqlError('CONFLICT', 'You already have a folder with that name.'),
    });
    const u = renderElement(
      <FolderSidebar
        folders={FOLDERS}
        selectedId="super"
        onSelect={vi.fn()}
        onDropPrompt={vi.fn()}
        onShare={vi.fn()}
        onShareSeveral={vi.fn()}
      />,
    );
    await u.type(await screen.findByLabelText('New folder name'), 'Newer');
    await u.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have a folder with that name.',
    );
  });
});

describe('FolderSidebar on the Free plan', () => {
  const free = (folders: Folder[]) =>
    renderElement(
      <FolderSidebar
        folders={folders}
        folderLimit={3}
        selectedId="super"
        onSelect={vi.fn()}
        onDropPrompt={vi.fn()}
        onShare={vi.fn()}
        onShareSeveral={vi.fn()}
      />,
    );

  it('says how many folders are in use and still lets the last one be made', async () => {
    mockGraphQL({});
    free(FOLDERS.slice(0, 2));
    const form = await screen.findByRole('form', { name: 'New folder' });
    expect(form).toHaveTextContent('2 of 3 folders on Free');
    expect(within(form).getByRole('button', { name: 'Create folder' })).toBeEnabled();
  });

  it('disables New folder when a new one would lock another, and says why', async () => {
    const server = mockGraphQL({});
    free(FOLDERS);
    const form = await screen.findByRole('form', { name: 'New folder' });
    expect(form).toHaveTextContent('4 folders · 3 open on Free');
    expect(form).toHaveTextContent('A new folder would lock one of yours.');
    expect(within(form).getByLabelText('New folder name')).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Create folder' })).toBeDisabled();
    expect(
      within(form).getByRole('link', { name: 'Upgrade for unlimited folders' }),
    ).toHaveAttribute('href', '/dashboard/pricing');
    expect(server.callsTo('CreateFolder')).toHaveLength(0);
  });
});

/** A chosen JSON file (jsdom's File has no `text()`). */
function jsonFile() {
  const file = new File(['{}'], 'library.json', { type: 'application/json' });
  Object.defineProperty(file, 'text', { value: () => Promise.resolve('{}') });
  return file;
}

describe('ImportExport', () => {
  it('reports what an import brought in and what it left out, and why', async () => {
    mockGraphQL({
      ImportLibrary: () => ({
        data: {
          importLibrary: {
            folders: 3,
            prompts: 15,
            skipped: 2,
            notes: [
              {
                folder: 'Creative',
                prompts: 1,
                reason: 'LOCKED_FOLDER',
                movedTo: 'SUPER Prompts',
                message:
                  'Your folder "Creative" is locked on the Free plan: its 1 prompt went into "SUPER Prompts".',
              },
              {
                folder: 'Work',
                prompts: 2,
                reason: 'PROMPT_LIMIT',
                movedTo: null,
                message:
                  '2 prompts of "Work" left out: the Free plan keeps up to 15 saved prompts.',
              },
            ],
          },
        },
      }),
    });
    const u = renderElement(<ImportExport />);
    const file = jsonFile();
    await u.upload(await screen.findByLabelText('Library JSON file to import'), file);
    const report = await screen.findByText(/Imported 15 prompts into 3 folders\./);
    expect(report).toHaveTextContent('Skipped 2 prompts.');
    const notes = screen.getByRole('list', { name: 'Not imported as it was' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Your folder "Creative" is locked on the Free plan: its 1 prompt went into "SUPER Prompts".',
      '2 prompts of "Work" left out: the Free plan keeps up to 15 saved prompts.',
    ]);
    expect(screen.getByRole('link', { name: 'Upgrade to import everything' })).toBeInTheDocument();
  });

  it('shows a malformed file’s problem in the server’s plain words', async () => {
    mockGraphQL({
      ImportLibrary: () =>
        gqlError(
          'BAD_USER_INPUT',
          'Prompt 3 ("Cold email") in folder "Work" has no createdAt date.',
        ),
    });
    const u = renderElement(<ImportExport />);
    const file = jsonFile();
    await u.upload(await screen.findByLabelText('Library JSON file to import'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Prompt 3 ("Cold email") in folder "Work" has no createdAt date.',
    );
  });
});

describe('DeleteFolderDialog', () => {
  it('names the prompts that go with a non-empty folder and sends deletePrompts', async () => {
    const server = mockGraphQL({ DeleteFolder: () => ({ data: { deleteFolder: true } }) });
    const onClose = vi.fn();
    const u = renderElement(
      <DeleteFolderDialog
        folder={folder({ id: 'f_9', name: 'Work', promptCount: 4 })}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Work”?' });
    expect(dialog).toHaveTextContent('This folder holds 4 prompts.');
    await u.click(within(dialog).getByRole('button', { name: 'Delete folder and 4 prompts' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('DeleteFolder')[0]?.variables).toEqual({
      id: 'f_9',
      deletePrompts: true,
    });
  });

  it('asks again when an “empty” folder turns out to hold prompts (CONFLICT), then resends', async () => {
    let calls = 0;
    const server = mockGraphQL({
      DeleteFolder: () => {
        calls += 1;
        return calls === 1
          ? gqlError('CONFLICT', 'This folder still holds prompts.')
          : { data: { deleteFolder: true } };
      },
    });
    const onClose = vi.fn();
    const u = renderElement(
      <DeleteFolderDialog folder={folder({ id: 'f_2', name: 'Ideas' })} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Ideas”?' });
    expect(dialog).toHaveTextContent('The folder is empty.');
    await u.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This folder still holds prompts.',
    );
    expect(onClose).not.toHaveBeenCalled();
    await u.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('DeleteFolder').map((c) => c.variables.deletePrompts)).toEqual([
      false,
      true,
    ]);
  });
});

describe('DiffView', () => {
  it('marks removed and added lines with -/+ and words, not colour alone, as text', () => {
    const lines: DiffLine[] = [
      { kind: 'SAME', text: 'Keep this' },
      { kind: 'REMOVED', text: 'Old <b>line</b>' },
      { kind: 'ADDED', text: 'New line' },
    ];
    mockGraphQL({});
    renderElement(<DiffView lines={lines} label="Changes" />);
    const items = within(screen.getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      ' Keep this',
      '-Only in this version: Old <b>line</b>',
      '+Only in the current text: New line',
    ]);
    expect(items[1]!.querySelector('b')).toBeNull();
  });
});

describe('DiffView whitespace', () => {
  it('shows a line that only changed its spacing once, muted, as “whitespace changed”', () => {
    const lines: DiffLine[] = [
      { kind: 'SAME', text: 'Steps:' },
      { kind: 'WHITESPACE', text: '  - one' },
    ];
    mockGraphQL({});
    renderElement(<DiffView lines={lines} label="Changes" />);
    const items = within(screen.getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveAttribute('data-kind', 'WHITESPACE');
    expect(items[1]!.textContent).toBe('~  - onewhitespace changed');
    expect(items[1]).not.toHaveTextContent('Only in');
  });
});

describe('VersionDiffView', () => {
  it('shows the lines of a compared version', () => {
    mockGraphQL({});
    renderElement(
      <VersionDiffView
        diff={{ outcome: 'COMPARED', message: null, lines: [{ kind: 'ADDED', text: 'New' }] }}
        label="Changes"
      />,
    );
    expect(screen.getByRole('list', { name: 'Changes' })).toHaveTextContent(
      'Only in the current text: New',
    );
  });

  it('says, in the server’s words, when a version was too large to compare', () => {
    mockGraphQL({});
    renderElement(
      <VersionDiffView
        diff={{
          outcome: 'TOO_LARGE',
          message: 'Too large to compare: the changes are shown for texts of up to 2000 lines.',
          lines: [],
        }}
        label="Changes"
      />,
    );
    expect(screen.getByRole('note', { name: 'Changes' })).toHaveTextContent(
      'Too large to compare: the changes are shown for texts of up to 2000 lines.',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says when a comparison ran out of time', () => {
    mockGraphQL({});
    renderElement(
      <VersionDiffView diff={{ outcome: 'TIMED_OUT', message: null, lines: [] }} label="Changes" />,
    );
    expect(screen.getByRole('note', { name: 'Changes' })).toHaveTextContent(
      'These texts took too long to compare. Try again in a moment.',
    );
  });
});

describe('ShareDialog', () => {
  it('creates a link-only link by default, then shows the link and the embed code', async () => {
    const server = mockGraphQL({
      CreateShareLink: () => ({
        data: {
          createShareLink: {
            id: 's_1',
            shareType: 'PROMPT',
            name: 'My "best" prompt',
            description: null,
            accessLevel: 'LINK_ONLY',
            slug: 'my-best-prompt',
            url: '/share/my-best-prompt/s_1',
            embedUrl: '/embed/s_1',
            viewCount: 0,
            createdAt: '2026-11-23T10:00:00Z',
            revokedAt: null,
          },
        },
      }),
    });
    const u = renderElement(
      <ShareDialog
        target={{ kind: 'prompt', itemId: 'p_1', name: 'My "best" prompt' }}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Share prompt' });
    expect(within(dialog).getByLabelText('Link name')).toHaveValue('My "best" prompt');
    expect(within(dialog).getByRole('radio', { name: /Anyone with the link/ })).toBeChecked();
    await u.click(within(dialog).getByRole('radio', { name: /Public/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const origin = window.location.origin;
    expect(await within(dialog).findByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${origin}/share/my-best-prompt/s_1`,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Embed code' })).toHaveValue(
      `<iframe src="${origin}/embed/s_1" title="My &quot;best&quot; prompt" width="100%" height="420" style="border:0;border-radius:12px" loading="lazy"></iframe>`,
    );
    expect(server.callsTo('CreateShareLink')[0]?.variables).toEqual({
      shareType: 'PROMPT',
      itemId: 'p_1',
      name: 'My "best" prompt',
      accessLevel: 'PUBLIC',
    });
    expect(within(dialog).getByRole('button', { name: 'Copy share link' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy embed code' })).toBeInTheDocument();
  });

  const link = (shareType: string, name: string) => ({
    data: {
      createShareLink: {
        id: 's_2',
        shareType,
        name,
        description: null,
        accessLevel: 'LINK_ONLY',
        slug: 'x',
        url: '/share/x/s_2',
        embedUrl: '/embed/s_2',
        viewCount: 0,
        createdAt: '2026-11-27T10:00:00Z',
        revokedAt: null,
      },
    },
  });

  it('shares the folders chosen, all open ones at first, and refuses none', async () => {
    const server = mockGraphQL({ CreateShareLink: () => link('FOLDERS', 'Team pack') });
    const open = FOLDERS.filter((f) => !f.locked);
    const u = renderElement(
      <ShareDialog
        target={{ kind: 'folders', folders: open, name: 'Team pack' }}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Share folders' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(open.length);
    for (const box of boxes) expect(box).toBeChecked();
    for (const box of boxes) await u.click(box);
    await u.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one folder.');
    expect(server.callsTo('CreateShareLink')).toHaveLength(0);

    // Chosen in any order, shared in the library's order.
    await u.click(within(dialog).getByRole('checkbox', { name: /Newer/ }));
    await u.click(within(dialog).getByRole('checkbox', { name: /SUPER Prompts/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${window.location.origin}/share/x/s_2`,
    );
    expect(server.callsTo('CreateShareLink')[0]?.variables).toEqual({
      shareType: 'FOLDERS',
      itemId: 'super,new',
      name: 'Team pack',
      accessLevel: 'LINK_ONLY',
    });
  });

  it('shares a generation result with its task and prompt, without saving it', async () => {
    const server = mockGraphQL({ CreateShareLink: () => link('PROMPT', 'Cold email') });
    const u = renderElement(
      <ShareDialog
        target={{
          kind: 'result',
          inputText: 'cold email to a CTO',
          generatedPrompt: 'You are a B2B copywriter…',
          name: 'Cold email',
        }}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Share result' });
    await u.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByRole('textbox', { name: 'Share link' });
    expect(server.callsTo('CreateShareLink')[0]?.variables).toEqual({
      shareType: 'PROMPT',
      name: 'Cold email',
      accessLevel: 'LINK_ONLY',
      inputText: 'cold email to a CTO',
      generatedPrompt: 'You are a B2B copywriter…',
    });
  });
});
