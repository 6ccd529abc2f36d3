/**
 * "Insert a saved prompt…": a dialog listing the user's prompts (a search box, debounced; the
 * list navigable with the arrow keys and Enter) and, for a prompt with `{{variables}}`, the
 * form of its values (one labelled field per variable, the defaults filled in, the rules of
 * `web/src/lib/prompt-template.ts` checked) before its filled text is used.
 */
import type { PromptSummary } from '@/shared/messages';

import { fillPrompt, needsValues, variableFields, type VariableField } from '../draft';
import { h, icon, uid } from './dom';
import type { Overlay } from './overlay';

export interface PickerOptions {
  overlay: Overlay;
  returnFocus: HTMLElement | null;
  /** The prompts, newest first, or those matching the query. */
  list: (query: string) => Promise<PromptSummary[]>;
  /** Uses the chosen prompt's (filled) text; the dialog closes first. */
  onChoose: (text: string, prompt: PromptSummary) => void;
  /** The label of the final action ("Insert", "Copy"). */
  chooseLabel: string;
  /** Why a list failed, in words, and whether to offer signing in. */
  describeError: (error: unknown) => { message: string; signIn: boolean };
  onSignIn: () => void;
}

const SEARCH_DELAY_MS = 250;

export function openPicker(options: PickerOptions): () => void {
  const titleId = uid('picker-title');
  const listId = uid('picker-list');
  const statusId = uid('picker-status');

  const heading = h('h2', { id: titleId, text: 'Insert a saved prompt' });
  const closeButton = h(
    'button',
    { type: 'button', class: 'btn icon-only', 'aria-label': 'Close' },
    icon('close'),
  );
  const search = h('input', {
    type: 'search',
    class: 'search',
    role: 'combobox',
    'aria-label': 'Search your prompts',
    'aria-controls': listId,
    'aria-expanded': 'true',
    'aria-autocomplete': 'list',
    'aria-describedby': statusId,
    placeholder: 'Search your prompts',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const status = h('p', { id: statusId, class: 'muted', role: 'status', text: 'Loading…' });
  const signIn = h('button', { type: 'button', class: 'btn', text: 'Sign in', hidden: true });
  const list = h('ul', {
    id: listId,
    class: 'list',
    role: 'listbox',
    'aria-label': 'Saved prompts',
  });
  const listView = h(
    'div',
    { class: 'body' },
    search,
    h('div', { class: 'row' }, status, signIn),
    list,
  );
  const formView = h('div', { class: 'body', hidden: true });
  const dialog = h(
    'div',
    { class: 'dialog card', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId },
    h('header', {}, heading, closeButton),
    listView,
    formView,
  );

  let prompts: PromptSummary[] = [];
  let active = -1;
  let request = 0;
  let timer: number | undefined;

  const close = options.overlay.open(dialog, {
    backdrop: 'dim',
    trap: true,
    returnFocus: options.returnFocus,
    onClose: () => window.clearTimeout(timer),
  });
  closeButton.addEventListener('click', close);
  signIn.addEventListener('click', () => {
    close();
    options.onSignIn();
  });

  const setActive = (index: number) => {
    active = prompts.length === 0 ? -1 : Math.max(0, Math.min(index, prompts.length - 1));
    [...list.children].forEach((item, i) =>
      item.setAttribute('aria-selected', String(i === active)),
    );
    const current = list.children[active];
    if (current) {
      search.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView?.({ block: 'nearest' });
    } else {
      search.removeAttribute('aria-activedescendant');
    }
  };

  const render = (query: string) => {
    list.replaceChildren(
      ...prompts.map((prompt, index) => {
        const item = h(
          'li',
          { id: uid('prompt'), class: 'option', role: 'option', 'aria-selected': 'false' },
          h('span', { class: 'title', text: prompt.title }),
          h('span', { class: 'preview', text: prompt.text.replace(/\s+/g, ' ').slice(0, 140) }),
        );
        // Keep the focus in the search box; the click chooses.
        item.addEventListener('mousedown', (event) => event.preventDefault());
        item.addEventListener('click', () => choose(index));
        return item;
      }),
    );
    status.textContent =
      prompts.length > 0
        ? `${prompts.length} prompt${prompts.length === 1 ? '' : 's'}`
        : query
          ? `No prompts match “${query}”.`
          : 'No saved prompts yet. Save one with “Save to Extension Prompts”.';
    setActive(0);
  };

  const load = async (query: string) => {
    const mine = ++request;
    status.textContent = 'Loading…';
    signIn.hidden = true;
    try {
      const found = await options.list(query);
      if (mine !== request) return;
      prompts = found;
      render(query);
    } catch (error) {
      if (mine !== request) return;
      prompts = [];
      list.replaceChildren();
      setActive(-1);
      const described = options.describeError(error);
      status.textContent = described.message;
      signIn.hidden = !described.signIn;
    }
  };

  search.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void load(search.value.trim()), SEARCH_DELAY_MS);
  });
  search.addEventListener('keydown', (event) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive(active - 1);
        break;
      case 'Home':
        if (prompts.length) {
          event.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (prompts.length) {
          event.preventDefault();
          setActive(prompts.length - 1);
        }
        break;
      case 'Enter':
        event.preventDefault();
        if (active >= 0) choose(active);
        break;
    }
  });

  const finish = (text: string, prompt: PromptSummary) => {
    close();
    options.onChoose(text, prompt);
  };

  const choose = (index: number) => {
    const prompt = prompts[index];
    if (!prompt) return;
    if (!needsValues(prompt)) {
      finish(prompt.text, prompt);
      return;
    }
    showForm(prompt);
  };

  const showForm = (prompt: PromptSummary) => {
    heading.textContent = 'Fill in the variables';
    const form = variablesForm(prompt, options.chooseLabel, {
      back: () => {
        heading.textContent = 'Insert a saved prompt';
        formView.hidden = true;
        formView.replaceChildren();
        listView.hidden = false;
        search.focus();
      },
      done: (text) => finish(text, prompt),
    });
    formView.replaceChildren(form);
    listView.hidden = true;
    formView.hidden = false;
    form.querySelector<HTMLElement>('input, textarea, select')?.focus();
  };

  search.focus();
  void load('');
  return close;
}

function control(
  field: VariableField,
  id: string,
): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  switch (field.kind) {
    case 'textarea': {
      const area = h('textarea', { id, name: field.name, rows: 3 });
      area.value = field.value;
      return area;
    }
    case 'select': {
      const select = h(
        'select',
        { id, name: field.name },
        field.value === '' ? h('option', { value: '', text: 'Choose…' }) : null,
        field.options.map((option) => h('option', { value: option, text: option })),
      );
      select.value = field.value;
      return select;
    }
    default: {
      const input = h('input', {
        id,
        name: field.name,
        type: field.kind === 'number' ? 'number' : 'text',
        step: field.kind === 'number' ? 'any' : null,
        autocomplete: 'off',
      });
      input.value = field.value;
      return input;
    }
  }
}

function variablesForm(
  prompt: PromptSummary,
  submitLabel: string,
  on: { back: () => void; done: (text: string) => void },
): HTMLFormElement {
  const fields = variableFields(prompt);
  const controls = new Map<string, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>();
  const errors = new Map<string, HTMLElement>();
  const back = h('button', { type: 'button', class: 'btn', text: 'Back' });
  const form = h(
    'form',
    { class: 'body', novalidate: true, 'aria-label': `Variables of ${prompt.title}` },
    h('p', { class: 'muted', text: `“${prompt.title}” has variables: fill them in.` }),
    fields.map((field) => {
      const id = uid('var');
      const hintId = `${id}-hint`;
      const errorId = `${id}-error`;
      const input = control(field, id);
      input.setAttribute('aria-describedby', `${hintId} ${errorId}`);
      if (field.required) input.setAttribute('aria-required', 'true');
      controls.set(field.name, input);
      const error = h('span', { id: errorId, class: 'error' });
      errors.set(field.name, error);
      return h(
        'div',
        { class: 'field' },
        h('label', { for: id, text: `${field.label}${field.required ? ' *' : ''}` }),
        input,
        h('span', { id: hintId, class: 'hint', text: field.hint }),
        error,
      );
    }),
    h(
      'div',
      { class: 'actions' },
      back,
      h('button', { type: 'submit', class: 'btn primary', text: submitLabel }),
    ),
  );
  back.addEventListener('click', on.back);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = Object.fromEntries([...controls].map(([name, input]) => [name, input.value]));
    const filled = fillPrompt(prompt, values);
    let first: HTMLElement | null = null;
    for (const [name, input] of controls) {
      const message = filled.ok ? '' : (filled.errors[name] ?? '');
      errors.get(name)!.textContent = message;
      input.setAttribute('aria-invalid', String(message !== ''));
      if (message && !first) first = input;
    }
    if (filled.ok) on.done(filled.text);
    else first?.focus();
  });
  return form;
}
