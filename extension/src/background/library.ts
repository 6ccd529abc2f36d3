/**
 * The user's library as the extension uses it: saving a draft into the "Extension Prompts"
 * default folder, and the prompts the picker and the popup list.
 */
import type { ExtensionSavedPromptFieldsFragment } from '@/gql/graphql';
import type { PromptSummary } from '@/shared/messages';

import { request, type Caller } from './api';
import {
  ExtensionFolderPromptsDocument,
  ExtensionFoldersDocument,
  ExtensionSavePromptDocument,
  ExtensionSearchPromptsDocument,
} from './operations';

/** The default folder the extension saves into (spec point 3). */
export const EXTENSION_FOLDER = 'Extension Prompts';
const LIST_LIMIT = 30;
const TITLE_CHARS = 60;

type Folder = { id: string; name: string; isDefault: boolean; locked: boolean };

async function folders(caller: Caller): Promise<Folder[]> {
  return (await request(ExtensionFoldersDocument, {}, caller)).folders;
}

function summary(prompt: ExtensionSavedPromptFieldsFragment, all: Folder[]): PromptSummary {
  return {
    id: prompt.id,
    title: prompt.title,
    text: prompt.text,
    folderName: all.find((f) => f.id === prompt.folderId)?.name ?? null,
    updatedAt: prompt.updatedAt,
    template: {
      variables: prompt.template.variables.map((v) => ({ ...v, options: [...v.options] })),
      segments: prompt.template.segments.map((s) => ({ ...s })),
    },
  };
}

/** A title from the draft's first line, shortened at a word. */
export function titleFrom(text: string): string {
  const line = text.trim().split('\n')[0]?.trim() ?? '';
  if (line.length <= TITLE_CHARS) return line || 'Untitled prompt';
  const cut = line.slice(0, TITLE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export async function savePrompt(text: string, title: string | undefined): Promise<PromptSummary> {
  const caller = { feature: 'library', component: 'SaveToExtensionPrompts' };
  const all = await folders(caller);
  const folder = all.find((f) => f.isDefault && f.name === EXTENSION_FOLDER);
  const data = await request(
    ExtensionSavePromptDocument,
    {
      input: {
        folderId: folder?.id ?? null,
        title: title?.trim() || titleFrom(text),
        text,
        tags: ['extension'],
        // A chat draft is what it is: `{{` typed by hand must not make the save fail.
        keepAsPlainText: true,
      },
    },
    caller,
  );
  return summary(data.savePrompt, all);
}

/**
 * With a query: the best matches in every open folder. Without: the newest prompts of the
 * two default folders ("Extension Prompts" and "SUPER Prompts").
 */
export async function listPrompts(query: string | undefined): Promise<PromptSummary[]> {
  const caller = { feature: 'library', component: 'PromptPicker' };
  const all = await folders(caller);
  const trimmed = query?.trim() ?? '';
  if (trimmed) {
    const data = await request(
      ExtensionSearchPromptsDocument,
      { query: trimmed, limit: LIST_LIMIT },
      caller,
    );
    return data.searchSavedPrompts.map((p) => summary(p, all));
  }
  const defaults = all.filter((f) => f.isDefault && !f.locked);
  const pages = await Promise.all(
    defaults.map((f) =>
      request(ExtensionFolderPromptsDocument, { folderId: f.id, limit: LIST_LIMIT }, caller),
    ),
  );
  return pages
    .flatMap((page) => page.savedPrompts.items)
    .map((p) => summary(p, all))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, LIST_LIMIT);
}
