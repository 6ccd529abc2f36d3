/**
 * What the transcript says of a tool call: a short sentence for the call (running, done or
 * failed) from its input and its result, as the server's tools write them
 * (`crates/server/src/app/chat.rs`): `save_to_library` answers `{saved, promptId, title}`,
 * `search_library` `{results: [{promptId, title, text, tags}]}`, `improve_prompt`
 * `{prompt, improvements}`, `list_context_genies` `{contextGenies: [{id, name, active}]}`; a
 * tool that failed answers a sentence.
 */
import { plural } from '@/lib/format';

import type { ToolResultBlock, ToolUseBlock } from '../api/fragments';

export type ToolState = 'running' | 'done' | 'failed';

export interface ToolSummary {
  state: ToolState;
  /** "Saved to your library: Weekly report". */
  text: string;
  /** The call changed or read the library: link to it. */
  libraryLink: boolean;
  /** `improve_prompt`'s prompt. */
  prompt: string | null;
  /** `search_library`'s titles. */
  found: string[] | null;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A result's JSON, or an empty object when it is a sentence. */
export function resultJson(result: ToolResultBlock | null): Record<string, unknown> {
  if (!result) return {};
  try {
    return record(JSON.parse(result.content));
  } catch {
    return {};
  }
}

/** The tool's input, as sent by the model (an object, or JSON text from some vendors). */
function inputOf(use: ToolUseBlock): Record<string, unknown> {
  if (typeof use.input === 'string') {
    try {
      return record(JSON.parse(use.input));
    } catch {
      return {};
    }
  }
  return record(use.input);
}

/** "Weekly report" in quotes, or nothing. */
function quoted(value: string | null): string {
  return value ? `“${value}”` : '';
}

export function summarizeTool(use: ToolUseBlock, result: ToolResultBlock | null): ToolSummary {
  const state: ToolState = !result ? 'running' : result.status === 'SUCCESS' ? 'done' : 'failed';
  const input = inputOf(use);
  const output = resultJson(result);
  const failure = result?.status === 'ERROR' ? result.content : '';
  const base = { state, libraryLink: false, prompt: null, found: null };

  switch (use.name) {
    case 'save_to_library': {
      const title = nonEmpty(output.title) ?? nonEmpty(input.title);
      const sentence = {
        running: `Saving to your library${title ? `: ${title}` : ''}…`,
        done: `Saved to your library${title ? `: ${title}` : ''}`,
        failed: `Could not save to your library: ${failure}`,
      }[state];
      return { ...base, text: sentence, libraryLink: state === 'done' };
    }
    case 'search_library': {
      const query = quoted(nonEmpty(input.query));
      const results = Array.isArray(output.results) ? output.results.map(record) : [];
      const found = results.map((r) => nonEmpty(r.title) ?? 'Untitled');
      const sentence = {
        running: `Searching your library${query ? ` for ${query}` : ''}…`,
        done: `Searched your library${query ? ` for ${query}` : ''}: ${
          found.length === 0 ? 'nothing found' : `${plural(found.length, 'prompt')} found`
        }`,
        failed: `Could not search your library: ${failure}`,
      }[state];
      return {
        ...base,
        text: sentence,
        libraryLink: state === 'done' && found.length > 0,
        found: state === 'done' ? found : null,
      };
    }
    case 'improve_prompt': {
      const sentence = {
        running: 'Improving the prompt…',
        done: 'Improved the prompt',
        failed: `Could not improve the prompt: ${failure}`,
      }[state];
      return { ...base, text: sentence, prompt: state === 'done' ? nonEmpty(output.prompt) : null };
    }
    case 'list_context_genies': {
      const genies = Array.isArray(output.contextGenies) ? output.contextGenies : [];
      const sentence = {
        running: 'Looking at your Context Genies…',
        done: `Looked at your Context Genies: ${
          genies.length === 0 ? 'none yet' : `${plural(genies.length, 'Genie')} found`
        }`,
        failed: `Could not read your Context Genies: ${failure}`,
      }[state];
      return { ...base, text: sentence };
    }
    default: {
      const sentence = {
        running: `Using ${use.name}…`,
        done: `Used ${use.name}`,
        failed: `${use.name} failed: ${failure}`,
      }[state];
      return { ...base, text: sentence };
    }
  }
}

/** JSON for the details disclosure: pretty when it parses, else as it is. */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2) ?? String(value);
}
