/**
 * The Enhance button beside the composer: "Enhance" (with the tier chosen on this page, else
 * the user's default) and a second button for the options menu. While an enhance streams, the
 * first one is "Stop".
 */
import { TIER_LABELS, type Tier } from '@/shared/settings';

import { h, icon, shadowHost } from './dom';
import { BUTTON_CSS } from './styles';

export interface EnhanceButtonEvents {
  enhance: () => void;
  stop: () => void;
  menu: (opener: HTMLElement) => void;
}

export class EnhanceButton {
  readonly host: HTMLElement;
  readonly main: HTMLButtonElement;
  readonly more: HTMLButtonElement;
  private readonly split: HTMLElement;
  private readonly label: HTMLElement;
  private busy = false;
  private tier: Tier = 'AI_AMPLIFIER';

  constructor(private readonly on: EnhanceButtonEvents) {
    const { host, root } = shadowHost('superprompt-enhance', BUTTON_CSS);
    this.host = host;
    this.label = h('span', { text: 'Enhance' });
    this.main = h('button', { type: 'button', class: 'main' }, icon('sparkle'), this.label);
    this.more = h(
      'button',
      {
        type: 'button',
        class: 'more',
        'aria-label': 'Superprompt options',
        'aria-haspopup': 'dialog',
        'aria-expanded': 'false',
      },
      icon('chevron'),
    );
    this.split = h(
      'div',
      { class: 'split', role: 'group', 'aria-label': 'Superprompt' },
      this.main,
      this.more,
    );
    root.append(this.split);
    this.main.addEventListener('click', () => (this.busy ? this.on.stop() : this.on.enhance()));
    this.more.addEventListener('click', () => this.on.menu(this.more));
    this.render();
  }

  setTier(tier: Tier): void {
    this.tier = tier;
    this.render();
  }

  setBusy(busy: boolean): void {
    const hadFocus = this.host.shadowRoot?.activeElement === this.main;
    this.busy = busy;
    this.render();
    if (hadFocus) this.main.focus();
  }

  setMenuOpen(open: boolean): void {
    this.more.setAttribute('aria-expanded', String(open));
  }

  private render(): void {
    this.label.textContent = this.busy ? 'Stop' : 'Enhance';
    this.main.replaceChild(icon(this.busy ? 'stop' : 'sparkle'), this.main.firstChild!);
    this.main.setAttribute(
      'aria-label',
      this.busy
        ? 'Stop enhancing'
        : `Enhance the draft with Superprompt (${TIER_LABELS[this.tier]})`,
    );
    this.more.hidden = this.busy;
    if (this.busy) this.split.setAttribute('data-busy', '');
    else this.split.removeAttribute('data-busy');
  }
}
