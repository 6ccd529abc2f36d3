/**
 * The content script on a chat site: finds the composer with the site's adapter, keeps the
 * Enhance button beside it (re-placed when the site re-renders), and runs Enhance, Save and
 * Insert. When the composer cannot be found (8 seconds after the page, or a navigation inside
 * the app, showed none) or written, it records the failure once per page load and step and
 * falls back to copy-and-notify through the floating launcher.
 *
 * Privacy: nothing of the page is read except the draft, and only when the user enhances or
 * saves it; no listener sees the page's keystrokes (only those typed into this UI).
 */
import type { AdapterStep } from '@/shared/adapter-failures';
import { ask, ExtensionError, type ErrorInfo, type PromptSummary } from '@/shared/messages';
import { DEFAULT_SETTINGS, TIER_LABELS, type Tier } from '@/shared/settings';

import { buttonPlacement, findComposer, place, type SiteAdapter } from './adapters';
import { copyText } from './clipboard';
import { withInserted } from './draft';
import { readDraft, streamWriter, writeDraft } from './editor';
import { RELOADED, streamEnhance } from './enhance';
import { EnhanceButton } from './ui/button';
import { Launcher } from './ui/launcher';
import { openMenu } from './ui/menu';
import { Overlay } from './ui/overlay';
import { openPicker } from './ui/picker';

/** How long a page may show no composer before the adapter counts as failed. */
export const FIND_COMPOSER_MS = 8000;
/** At most one look at the page per this many ms while the site re-renders. */
const SYNC_MS = 200;
const UNDO_MS = 15_000;

const SIGN_IN_CODES = new Set(['SIGNED_OUT', 'UNAUTHENTICATED']);

interface Running {
  stop: () => void;
  composer: HTMLElement;
  original: string;
}

function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof ExtensionError) return { code: error.code, message: error.message };
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ErrorInfo).code === 'string' &&
    typeof (error as ErrorInfo).message === 'string'
  ) {
    return error as ErrorInfo;
  }
  return { code: 'INTERNAL', message: 'Something went wrong in Superprompt. Please try again.' };
}

export class ContentApp {
  private readonly overlay = new Overlay();
  private readonly button: EnhanceButton;
  private readonly launcher: Launcher;
  private composer: HTMLElement | null = null;
  private href = window.location.href;
  private findTimer: number | undefined;
  private syncTimer: number | undefined;
  private readonly reported = new Set<AdapterStep>();
  private composerMissing = false;
  private chosenTier: Tier | null = null;
  private defaultTier: Tier = DEFAULT_SETTINGS.defaultTier;
  private running: Running | null = null;
  private launcherRun: (() => void) | null = null;
  private observer: MutationObserver | null = null;

  constructor(private readonly adapter: SiteAdapter) {
    this.button = new EnhanceButton({
      enhance: () => this.enhance(this.chosenTier ?? this.defaultTier),
      stop: () => this.stop(),
      menu: (opener) => void this.openMenu(opener),
    });
    this.launcher = new Launcher({
      overlay: this.overlay,
      tier: () => this.chosenTier ?? this.defaultTier,
      enhance: (draft, tier, onText) => this.enhanceToClipboard(draft, tier, onText),
      stop: () => this.launcherRun?.(),
      pick: (returnFocus) => this.pick(returnFocus, 'copy'),
    });
  }

  private readonly onPopState = () => this.scheduleSync();
  private readonly onTabMessage = (message: unknown, sender: chrome.runtime.MessageSender) => {
    if (sender.id !== chrome.runtime.id) return false;
    if ((message as { type?: unknown } | null)?.type === 'ENHANCE_SHORTCUT') {
      void this.enhanceWithDefault();
    }
    return false;
  };

  start(): void {
    this.overlay.attach();
    this.observer = new MutationObserver(() => this.scheduleSync());
    this.observer.observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['contenteditable', 'hidden', 'disabled'],
    });
    window.addEventListener('popstate', this.onPopState);
    chrome.runtime.onMessage.addListener(this.onTabMessage);
    void this.refreshState();
    this.sync();
  }

  /** Takes everything off the page again (tests; a page keeps its app for its lifetime). */
  dispose(): void {
    this.observer?.disconnect();
    window.clearTimeout(this.syncTimer);
    window.clearTimeout(this.findTimer);
    window.removeEventListener('popstate', this.onPopState);
    chrome.runtime.onMessage.removeListener?.(this.onTabMessage);
    this.running?.stop();
    this.launcherRun?.();
    this.overlay.closeAll();
    this.button.host.remove();
    this.overlay.host.remove();
  }

  private scheduleSync(): void {
    this.syncTimer ??= window.setTimeout(() => {
      this.syncTimer = undefined;
      this.sync();
    }, SYNC_MS);
  }

  /** Looks for the composer, places the button, and times the search after a navigation. */
  private sync(): void {
    if (window.location.href !== this.href) {
      this.href = window.location.href;
      // A new page inside the app: it has its own few seconds to show a composer.
      window.clearTimeout(this.findTimer);
      this.findTimer = undefined;
    }
    this.overlay.attach();
    const composer = findComposer(this.adapter);
    this.composer = composer;
    if (composer) {
      window.clearTimeout(this.findTimer);
      this.findTimer = undefined;
      if (this.composerMissing) {
        this.composerMissing = false;
        this.launcher.hide();
      }
      place(this.button.host, buttonPlacement(this.adapter, composer));
      return;
    }
    this.button.host.remove();
    if (this.findTimer === undefined && !this.composerMissing) {
      this.findTimer = window.setTimeout(() => {
        this.findTimer = undefined;
        if (findComposer(this.adapter)) return;
        this.composerMissing = true;
        this.report('find-composer');
        this.launcher.show();
      }, FIND_COMPOSER_MS);
    }
  }

  private report(step: AdapterStep): void {
    if (this.reported.has(step)) return;
    this.reported.add(step);
    ask('ADAPTER_FAILED', {
      site: this.adapter.site,
      adapterVersion: this.adapter.version,
      step,
    }).catch(() => undefined);
  }

  private async refreshState(): Promise<void> {
    try {
      const state = await ask('GET_STATE', {});
      this.defaultTier = state.settings.defaultTier;
      if (this.chosenTier === null) this.button.setTier(this.defaultTier);
    } catch {
      // The defaults stand.
    }
  }

  private currentComposer(): HTMLElement | null {
    if (this.composer?.isConnected) return this.composer;
    this.composer = findComposer(this.adapter);
    return this.composer;
  }

  private showError(error: unknown, prefix = ''): void {
    const info = errorInfo(error);
    if (info.code === 'CANCELLED') return;
    const signIn = SIGN_IN_CODES.has(info.code);
    this.overlay.toast({
      kind: 'error',
      message: `${prefix}${signIn ? 'Sign in to Superprompt to use it here.' : info.message}`,
      duration: signIn ? 0 : 10_000,
      actions: signIn
        ? [
            {
              label: 'Sign in',
              run: () => void ask('OPEN_APP', { path: '/login' }).catch(() => undefined),
            },
          ]
        : [],
    });
  }

  /** Copies `text` for the user to paste; if even that fails, shows it in the launcher. */
  private async copyAndNotify(text: string, what: string): Promise<void> {
    const copied = await copyText(text);
    if (!copied) this.launcher.open(text);
    this.overlay.toast({
      kind: copied ? 'success' : 'error',
      message: copied
        ? `${what} copied. Paste it into the chat box.`
        : `${what} could not be copied: it is selected in the Superprompt panel, copy it from there.`,
      duration: 10_000,
    });
  }

  /** The composer to write: this one, or the one the site re-rendered in its place. */
  private live(composer: HTMLElement): HTMLElement {
    return composer.isConnected ? composer : (this.currentComposer() ?? composer);
  }

  /** Writes the composer; a write that did not land is recorded and the launcher offered. */
  private write(composer: HTMLElement, text: string): boolean {
    if (writeDraft(this.live(composer), text, this.adapter.editor)) return true;
    this.report('write-draft');
    this.launcher.show();
    return false;
  }

  /** Puts the draft back as it was (best effort: the failure is already reported). */
  private restore(composer: HTMLElement, original: string): void {
    writeDraft(this.live(composer), original, this.adapter.editor);
  }

  async enhanceWithDefault(): Promise<void> {
    await this.refreshState();
    this.enhance(this.defaultTier);
  }

  enhance(tier: Tier): void {
    if (this.running || this.launcherRun) return;
    const composer = this.currentComposer();
    if (!composer) {
      this.launcher.open();
      return;
    }
    let original: string;
    try {
      original = readDraft(composer);
    } catch {
      this.report('read-draft');
      this.launcher.open();
      return;
    }
    if (!original.trim()) {
      this.overlay.toast({
        message:
          'Type your idea in the chat box first, then press Enhance: Superprompt turns it into a stronger prompt.',
      });
      composer.focus();
      return;
    }
    this.overlay.closeAll();
    const writer = streamWriter(() => this.live(composer), this.adapter.editor);
    const end = () => {
      writer.cancel();
      this.running = null;
      this.button.setBusy(false);
    };
    const stop = streamEnhance(
      { description: original, tier, site: this.adapter.site },
      {
        text: (text) => writer.write(text),
        done: (prompt) => {
          end();
          if (this.write(composer, prompt)) {
            this.overlay.toast({
              kind: 'success',
              message: 'Prompt enhanced.',
              duration: UNDO_MS,
              actions: [{ label: 'Undo', run: () => this.undo(composer, original) }],
            });
          } else {
            this.restore(composer, original);
            void this.copyAndNotify(prompt, 'The improved prompt was');
          }
        },
        error: (error) => {
          end();
          this.restore(composer, original);
          this.showError(error, error.code === RELOADED.code ? '' : 'Your draft is back. ');
        },
      },
    );
    this.running = { stop, composer, original };
    this.button.setBusy(true);
  }

  private undo(composer: HTMLElement, original: string): void {
    if (this.write(composer, original)) {
      this.overlay.toast({ message: 'Your draft is back.' });
    } else {
      void this.copyAndNotify(original, 'Your draft was');
    }
  }

  stop(): void {
    const running = this.running;
    if (!running) return;
    running.stop();
    this.running = null;
    this.button.setBusy(false);
    this.restore(running.composer, running.original);
    this.overlay.toast({ message: 'Enhance stopped. Your draft is back.' });
  }

  /** The launcher's enhance: streamed into its panel, the result copied. */
  private enhanceToClipboard(
    draft: string,
    tier: Tier,
    onText: (text: string) => void,
  ): Promise<string | null> {
    return new Promise((resolve) => {
      const stop = streamEnhance(
        { description: draft, tier, site: this.adapter.site },
        {
          text: onText,
          done: (prompt) => {
            this.launcherRun = null;
            resolve(prompt);
            void this.copyAndNotify(prompt, 'The improved prompt was');
          },
          error: (error) => {
            this.launcherRun = null;
            resolve(null);
            this.showError(error);
          },
        },
      );
      this.launcherRun = () => {
        stop();
        this.launcherRun = null;
        resolve(null);
      };
    });
  }

  private async openMenu(opener: HTMLElement): Promise<void> {
    if (this.overlay.isOpen) return;
    await this.refreshState();
    this.button.setMenuOpen(true);
    openMenu({
      overlay: this.overlay,
      opener,
      tier: this.chosenTier ?? this.defaultTier,
      defaultTier: this.defaultTier,
      onTier: (tier) => {
        this.chosenTier = tier;
        this.button.setTier(tier);
      },
      onMakeDefault: async (tier) => {
        try {
          const settings = await ask('UPDATE_SETTINGS', { defaultTier: tier });
          this.defaultTier = settings.defaultTier;
          this.overlay.toast({
            kind: 'success',
            message: `${TIER_LABELS[tier]} is now your default.`,
          });
        } catch (error) {
          this.showError(error);
          throw error;
        }
      },
      onEnhance: (tier) => this.enhance(tier),
      onSave: () => void this.save(),
      onInsert: () => this.pick(this.button.more, 'insert'),
      onClose: () => this.button.setMenuOpen(false),
    });
  }

  async save(): Promise<void> {
    const composer = this.currentComposer();
    if (!composer) {
      this.launcher.open();
      return;
    }
    const text = readDraft(composer);
    if (!text.trim()) {
      this.overlay.toast({ message: 'Nothing to save yet: type a prompt in the chat box first.' });
      return;
    }
    try {
      const saved = await ask('SAVE_PROMPT', { text, site: this.adapter.site });
      this.overlay.toast({
        kind: 'success',
        message: `Saved to Extension Prompts: “${saved.title}”`,
      });
    } catch (error) {
      this.showError(error, 'Not saved. ');
    }
  }

  /** The prompt picker; the chosen prompt goes into the composer, or to the clipboard. */
  pick(returnFocus: HTMLElement | null, use: 'insert' | 'copy'): void {
    openPicker({
      overlay: this.overlay,
      returnFocus,
      list: (query) => ask('LIST_PROMPTS', query ? { query } : {}),
      chooseLabel: use === 'insert' ? 'Insert' : 'Copy',
      describeError: (error) => {
        const info = errorInfo(error);
        const signIn = SIGN_IN_CODES.has(info.code);
        return {
          message: signIn ? 'Sign in to Superprompt to see your saved prompts.' : info.message,
          signIn,
        };
      },
      onSignIn: () => void ask('OPEN_APP', { path: '/login' }).catch(() => undefined),
      onChoose: (text, prompt) => void this.useSaved(text, prompt, use),
    });
  }

  private async useSaved(
    text: string,
    prompt: PromptSummary,
    use: 'insert' | 'copy',
  ): Promise<void> {
    const composer = use === 'insert' ? this.currentComposer() : null;
    if (composer) {
      const draft = readDraft(composer);
      if (this.write(composer, withInserted(draft, text))) {
        this.overlay.toast({ kind: 'success', message: `Inserted “${prompt.title}”.` });
      } else {
        this.restore(composer, draft);
        await this.copyAndNotify(text, `“${prompt.title}” was`);
      }
    } else {
      await this.copyAndNotify(text, `“${prompt.title}” was`);
    }
    ask('TRACK_USE', { site: this.adapter.site }).catch(() => undefined);
  }
}
