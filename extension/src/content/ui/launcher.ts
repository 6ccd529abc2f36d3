/**
 * The fallback when the site's chat box cannot be found or written: a small "Superprompt"
 * button at the bottom right whose panel enhances a pasted or typed draft, or picks a saved
 * prompt, and copies the result for the user to paste into the chat box.
 */
import { TIER_LABELS, TIERS, type Tier } from '@/shared/settings';

import { h, icon, uid } from './dom';
import type { Overlay } from './overlay';

export interface LauncherOptions {
  overlay: Overlay;
  tier: () => Tier;
  /** Enhances `draft`: streams into `onText`, resolves with the prompt (copied) or null. */
  enhance: (draft: string, tier: Tier, onText: (text: string) => void) => Promise<string | null>;
  stop: () => void;
  pick: (returnFocus: HTMLElement) => void;
}

export class Launcher {
  private readonly button: HTMLButtonElement;
  private closePanel: (() => void) | null = null;
  private result: HTMLElement | null = null;

  constructor(private readonly options: LauncherOptions) {
    this.button = h(
      'button',
      {
        type: 'button',
        class: 'launcher',
        'aria-haspopup': 'dialog',
        'aria-expanded': 'false',
        'aria-label': 'Open Superprompt',
      },
      icon('sparkle'),
      'Superprompt',
    );
    this.button.addEventListener('click', () =>
      this.closePanel ? this.closePanel() : this.open(),
    );
  }

  get shown(): boolean {
    return this.button.isConnected;
  }

  show(): void {
    if (!this.shown) this.options.overlay.addFixed(this.button);
  }

  hide(): void {
    this.closePanel?.();
    this.button.remove();
  }

  /** Opens the panel; with `text`, shows it there, selected, for the user to copy by hand. */
  open(text?: string): void {
    this.show();
    if (!this.closePanel) this.build();
    if (text !== undefined && this.result) {
      this.result.hidden = false;
      this.result.textContent = text;
      this.result.focus();
      const selection = this.result.ownerDocument.getSelection();
      const range = this.result.ownerDocument.createRange();
      range.selectNodeContents(this.result);
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
  }

  private build(): void {
    const titleId = uid('launcher-title');
    const draftId = uid('launcher-draft');
    const tierId = uid('launcher-tier');
    const closeButton = h(
      'button',
      { type: 'button', class: 'btn icon-only', 'aria-label': 'Close' },
      icon('close'),
    );
    const draft = h('textarea', {
      id: draftId,
      class: 'draft',
      placeholder: 'Paste or type your draft',
    });
    const tier = h(
      'select',
      { id: tierId },
      TIERS.map((value) => h('option', { value, text: TIER_LABELS[value] })),
    );
    tier.value = this.options.tier();
    const enhance = h('button', { type: 'button', class: 'btn primary', text: 'Enhance and copy' });
    const result = h('pre', {
      class: 'result',
      hidden: true,
      tabindex: '-1',
      'aria-label': 'Text to paste into the chat',
    });
    this.result = result;
    const pick = h('button', { type: 'button', class: 'btn', text: 'Copy a saved prompt…' });
    const panel = h(
      'div',
      { class: 'panel card', role: 'dialog', 'aria-labelledby': titleId },
      h('header', {}, h('h2', { id: titleId, text: 'Superprompt' }), closeButton),
      h(
        'div',
        { class: 'body' },
        h('p', {
          class: 'muted',
          text: "Superprompt can't reach this page's chat box. Enhance a draft or pick a saved prompt here: the result is copied for you to paste into the chat.",
        }),
        h('label', { for: draftId, text: 'Your draft' }),
        draft,
        h(
          'div',
          { class: 'row' },
          h('label', { for: tierId, class: 'sr-only', text: 'Tier' }),
          tier,
          enhance,
        ),
        result,
        pick,
      ),
    );
    let busy = false;
    const setBusy = (value: boolean) => {
      busy = value;
      enhance.textContent = busy ? 'Stop' : 'Enhance and copy';
    };
    enhance.addEventListener('click', () => {
      if (busy) {
        this.options.stop();
        setBusy(false);
        return;
      }
      if (!draft.value.trim()) {
        draft.setAttribute('aria-invalid', 'true');
        draft.focus();
        return;
      }
      draft.removeAttribute('aria-invalid');
      setBusy(true);
      result.hidden = false;
      result.textContent = '';
      void this.options
        .enhance(draft.value, tier.value as Tier, (text) => (result.textContent = text))
        .then((prompt) => {
          setBusy(false);
          if (prompt === null) result.hidden = true;
          else result.textContent = prompt;
        });
    });
    pick.addEventListener('click', () => this.options.pick(pick));
    this.button.setAttribute('aria-expanded', 'true');
    const close = this.options.overlay.open(panel, {
      backdrop: 'none',
      returnFocus: this.button,
      onClose: () => {
        this.closePanel = null;
        this.result = null;
        this.button.setAttribute('aria-expanded', 'false');
        if (busy) this.options.stop();
      },
    });
    this.closePanel = close;
    closeButton.addEventListener('click', close);
    draft.focus();
  }
}
