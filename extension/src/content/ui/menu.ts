/**
 * The Enhance button's options: the tier of this enhance (the user's default preselected, and
 * a way to make another one the default), Enhance, "Save to Extension Prompts" and
 * "Insert a saved prompt…".
 */
import { TIER_LABELS, TIERS, type Tier } from '@/shared/settings';

import { h, uid } from './dom';
import type { Overlay } from './overlay';

export interface MenuOptions {
  overlay: Overlay;
  opener: HTMLElement;
  tier: Tier;
  defaultTier: Tier;
  onTier: (tier: Tier) => void;
  onMakeDefault: (tier: Tier) => Promise<void>;
  onEnhance: (tier: Tier) => void;
  onSave: () => void;
  onInsert: () => void;
  onClose: () => void;
}

const MENU_WIDTH = 250;
const GAP = 8;

export function openMenu(options: MenuOptions): () => void {
  let tier = options.tier;
  let defaultTier = options.defaultTier;
  const titleId = uid('menu-title');
  const name = uid('tier');

  const notes = new Map<Tier, HTMLElement>();
  const radios = TIERS.map((value) => {
    const input = h('input', { type: 'radio', name, value, checked: value === tier });
    const note = h('span', { class: 'note' });
    notes.set(value, note);
    input.addEventListener('change', () => {
      if (!input.checked) return;
      tier = value;
      options.onTier(value);
      render();
    });
    return { value, input, label: h('label', { class: 'radio' }, input, TIER_LABELS[value], note) };
  });
  const makeDefault = h('button', { type: 'button', class: 'btn link' });
  const enhance = h('button', { type: 'button', class: 'btn primary' });
  const save = h('button', {
    type: 'button',
    class: 'btn item',
    text: 'Save to Extension Prompts',
  });
  const insert = h('button', { type: 'button', class: 'btn item', text: 'Insert a saved prompt…' });
  const menu = h(
    'div',
    { class: 'menu card', role: 'dialog', 'aria-labelledby': titleId },
    h(
      'fieldset',
      {},
      h('legend', { id: titleId, text: 'Superprompt tier' }),
      radios.map((radio) => radio.label),
    ),
    makeDefault,
    enhance,
    h('hr', { class: 'sep' }),
    save,
    insert,
  );

  const render = () => {
    for (const [value, note] of notes) note.textContent = value === defaultTier ? 'Default' : '';
    makeDefault.hidden = tier === defaultTier;
    makeDefault.textContent = `Make ${TIER_LABELS[tier]} my default`;
    enhance.textContent = `Enhance with ${TIER_LABELS[tier]}`;
  };
  render();

  const close = options.overlay.open(menu, {
    backdrop: 'clear',
    trap: true,
    returnFocus: options.opener,
    onClose: () => {
      window.removeEventListener('resize', position);
      window.removeEventListener('scroll', position, true);
      options.onClose();
    },
  });

  function position() {
    const rect = options.opener.getBoundingClientRect();
    const height = menu.offsetHeight;
    const left = Math.max(
      GAP,
      Math.min(rect.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - GAP),
    );
    // Composers sit at the bottom of the page: above the button when there is room.
    const above = rect.top - height - GAP >= GAP;
    menu.style.left = `${left}px`;
    menu.style.top = `${above ? rect.top - height - GAP : Math.min(rect.bottom + GAP, window.innerHeight - height - GAP)}px`;
  }
  position();
  window.addEventListener('resize', position);
  window.addEventListener('scroll', position, true);

  makeDefault.addEventListener('click', () => {
    const chosen = tier;
    void options.onMakeDefault(chosen).then(() => {
      defaultTier = chosen;
      render();
      radios.find((radio) => radio.value === chosen)?.input.focus();
    });
  });
  enhance.addEventListener('click', () => {
    close();
    options.onEnhance(tier);
  });
  save.addEventListener('click', () => {
    close();
    options.onSave();
  });
  insert.addEventListener('click', () => {
    close();
    options.onInsert();
  });

  radios.find((radio) => radio.value === tier)?.input.focus();
  return close;
}
