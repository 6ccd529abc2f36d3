/**
 * The floating layer over the page (one shadow host on <html>): the options menu, the dialogs,
 * the toasts and the fallback launcher. Escape closes the topmost layer; a dialog keeps the
 * focus inside it and gives it back where it was when it closes. Only keys pressed inside this
 * UI are seen: nothing listens to the page's keystrokes.
 */
import { focusables, h, icon, shadowHost } from './dom';
import { OVERLAY_CSS } from './styles';

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastOptions {
  message: string;
  kind?: 'info' | 'success' | 'error';
  actions?: ToastAction[];
  /** How long it stays (ms); 0: until dismissed. */
  duration?: number;
}

interface Layer {
  element: HTMLElement;
  backdrop: HTMLElement | null;
  returnFocus: HTMLElement | null;
  trap: boolean;
  onClose?: () => void;
}

export interface LayerOptions {
  /** 'dim' for a dialog, 'clear' for a menu (a click outside closes it either way). */
  backdrop?: 'dim' | 'clear' | 'none';
  /** Keep Tab inside (dialogs). */
  trap?: boolean;
  returnFocus?: HTMLElement | null;
  onClose?: () => void;
}

export class Overlay {
  readonly host: HTMLElement;
  private readonly root: ShadowRoot;
  private readonly layer: HTMLElement;
  private readonly toasts: HTMLElement;
  private readonly layers: Layer[] = [];
  private toastTimer: number | undefined;

  constructor() {
    const { host, root } = shadowHost('superprompt-overlay', OVERLAY_CSS);
    this.host = host;
    this.root = root;
    this.layer = h('div', { class: 'layer' });
    this.toasts = h('div', {
      class: 'toasts',
      role: 'region',
      'aria-label': 'Superprompt notifications',
      'aria-live': 'polite',
    });
    this.layer.append(this.toasts);
    root.append(this.layer);
    root.addEventListener('keydown', (event) => this.onKey(event as KeyboardEvent));
  }

  /** Puts the layer on the page (again, if the site removed it). */
  attach(): void {
    if (!this.host.isConnected) document.documentElement.append(this.host);
  }

  /** The element focused inside the layer, if any. */
  get activeElement(): Element | null {
    return this.root.activeElement;
  }

  /** Adds a fixed element that is not a layer (the launcher). */
  addFixed(element: HTMLElement): void {
    this.attach();
    this.layer.insertBefore(element, this.toasts);
  }

  open(element: HTMLElement, options: LayerOptions = {}): () => void {
    this.attach();
    const backdropKind = options.backdrop ?? 'dim';
    const backdrop =
      backdropKind === 'none'
        ? null
        : h('div', { class: `backdrop${backdropKind === 'clear' ? ' clear' : ''}` });
    const layer: Layer = {
      element,
      backdrop,
      returnFocus: options.returnFocus ?? null,
      trap: options.trap ?? false,
      onClose: options.onClose,
    };
    const close = () => this.close(layer);
    backdrop?.addEventListener('mousedown', (event) => {
      event.preventDefault();
      close();
    });
    if (backdrop) this.layer.insertBefore(backdrop, this.toasts);
    this.layer.insertBefore(element, this.toasts);
    this.layers.push(layer);
    return close;
  }

  /** Whether a layer (menu, dialog) is open. */
  get isOpen(): boolean {
    return this.layers.length > 0;
  }

  closeAll(): void {
    for (const layer of [...this.layers].reverse()) this.close(layer, false);
  }

  private close(layer: Layer, restoreFocus = true): void {
    const index = this.layers.indexOf(layer);
    if (index === -1) return;
    this.layers.splice(index, 1);
    layer.element.remove();
    layer.backdrop?.remove();
    layer.onClose?.();
    if (restoreFocus && layer.returnFocus?.isConnected) {
      layer.returnFocus.focus({ preventScroll: true });
    }
  }

  private onKey(event: KeyboardEvent): void {
    const top = this.layers[this.layers.length - 1];
    if (event.key === 'Escape') {
      if (top) {
        event.preventDefault();
        event.stopPropagation();
        this.close(top);
      }
      return;
    }
    if (event.key === 'Tab' && top?.trap) {
      const items = focusables(top.element);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = this.root.activeElement;
      if (event.shiftKey && (active === first || !top.element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !top.element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  /** Shows one toast (replacing the one shown). */
  toast({ message, kind = 'info', actions = [], duration = 6000 }: ToastOptions): () => void {
    this.attach();
    window.clearTimeout(this.toastTimer);
    this.toasts.replaceChildren();
    const dismiss = h(
      'button',
      { type: 'button', class: 'btn icon-only', 'aria-label': 'Dismiss notification' },
      icon('close'),
    );
    const toast = h(
      'div',
      { class: 'toast card', 'data-kind': kind, role: kind === 'error' ? 'alert' : 'status' },
      h('p', { class: 'message', text: message }),
      actions.map((action) => {
        const button = h('button', { type: 'button', class: 'btn', text: action.label });
        button.addEventListener('click', () => {
          close();
          action.run();
        });
        return button;
      }),
      dismiss,
    );
    const close = () => {
      window.clearTimeout(this.toastTimer);
      toast.remove();
    };
    dismiss.addEventListener('click', close);
    this.toasts.append(toast);
    if (duration > 0) {
      this.toastTimer = window.setTimeout(close, duration);
      // Not while the user is reading or reaching for its buttons.
      toast.addEventListener('mouseenter', () => window.clearTimeout(this.toastTimer));
      toast.addEventListener('focusin', () => window.clearTimeout(this.toastTimer));
    }
    return close;
  }
}
