/** The UI's styles, inside its shadow roots only: nothing leaks into the page or in from it. */
const BASE = `
:host {
  all: initial !important;
  --sp-accent: #6d28d9;
  --sp-accent-strong: #5b21b6;
  --sp-accent-soft: #ede9fe;
  --sp-bg: #ffffff;
  --sp-fg: #1f2937;
  --sp-muted: #6b7280;
  --sp-border: #e5e7eb;
  --sp-danger: #b91c1c;
  --sp-ok: #047857;
  --sp-shadow: 0 10px 30px rgba(17, 24, 39, 0.18), 0 2px 6px rgba(17, 24, 39, 0.12);
  --sp-focus: 0 0 0 2px #fff, 0 0 0 4px #7c3aed;
  color-scheme: light !important;
  /* After all: initial !important, only the host's important declarations still count. */
  font: 13px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif !important;
  color: var(--sp-fg) !important;
}
@media (prefers-color-scheme: dark) {
  :host {
    --sp-accent: #8b5cf6;
    --sp-accent-strong: #a78bfa;
    --sp-accent-soft: #2e1065;
    --sp-bg: #1f2023;
    --sp-fg: #f3f4f6;
    --sp-muted: #a1a1aa;
    --sp-border: #3f3f46;
    --sp-danger: #f87171;
    --sp-ok: #34d399;
    --sp-focus: 0 0 0 2px #1f2023, 0 0 0 4px #a78bfa;
    color-scheme: dark !important;
  }
}
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
button, input, select, textarea { font: inherit; color: inherit; }
button { cursor: pointer; }
button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible {
  outline: none;
  box-shadow: var(--sp-focus);
}
.icon { width: 14px; height: 14px; flex: none; fill: currentColor; }
.icon-chevron, .icon-close, .icon-spinner {
  fill: none; stroke: currentColor; stroke-width: 2.2; stroke-linecap: round; stroke-linejoin: round;
}
.icon-spinner { animation: sp-spin 0.8s linear infinite; }
@keyframes sp-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .icon-spinner { animation: none; } }
.sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;

/** The Enhance button beside the composer. */
export const BUTTON_CSS = `${BASE}
:host { display: inline-flex !important; vertical-align: middle !important; margin: 0 6px !important; }
.split {
  display: inline-flex; align-items: stretch; height: 30px; border-radius: 999px;
  background: var(--sp-accent); color: #fff; box-shadow: 0 1px 2px rgba(0,0,0,.15);
}
.split button {
  display: inline-flex; align-items: center; gap: 6px; border: 0; margin: 0;
  background: transparent; color: #fff; padding: 0 10px; font-weight: 600; font-size: 13px;
}
.split button:hover { background: var(--sp-accent-strong); }
.split .main { border-radius: 999px 0 0 999px; padding-left: 12px; }
.split .more { border-radius: 0 999px 999px 0; padding: 0 8px; border-left: 1px solid rgba(255,255,255,.35); }
.split[data-busy] .main { background: var(--sp-danger); }
.split[data-busy] .main { border-radius: 999px; }
`;

/** The floating layer: menus, dialogs, toasts and the fallback launcher. */
export const OVERLAY_CSS = `${BASE}
:host {
  position: fixed !important; inset: 0 !important; pointer-events: none !important;
  z-index: 2147483646 !important; display: block !important;
}
.layer > * { pointer-events: auto; }
.backdrop { position: fixed; inset: 0; background: rgba(17, 24, 39, 0.35); }
.backdrop.clear { background: transparent; }
.card {
  background: var(--sp-bg); color: var(--sp-fg); border: 1px solid var(--sp-border);
  border-radius: 12px; box-shadow: var(--sp-shadow);
}
.menu { position: fixed; width: 250px; padding: 10px; display: grid; gap: 8px; }
.menu fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 2px; }
.menu legend { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: .04em;
  color: var(--sp-muted); padding: 0 0 4px; }
.radio { display: flex; align-items: center; gap: 8px; padding: 5px 6px; border-radius: 8px; cursor: pointer; }
.radio:hover { background: var(--sp-accent-soft); }
.radio input { accent-color: var(--sp-accent); margin: 0; }
.radio .note { margin-left: auto; font-size: 11px; color: var(--sp-muted); }
.sep { border: 0; border-top: 1px solid var(--sp-border); margin: 2px 0; width: 100%; }
.btn {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-height: 32px;
  padding: 6px 12px; border-radius: 8px; border: 1px solid var(--sp-border); background: var(--sp-bg);
  font-weight: 600; text-align: center;
}
.btn:hover { border-color: var(--sp-accent); }
.btn.primary { background: var(--sp-accent); border-color: var(--sp-accent); color: #fff; }
.btn.primary:hover { background: var(--sp-accent-strong); }
.btn.item { justify-content: flex-start; border-color: transparent; font-weight: 500; }
.btn.item:hover { background: var(--sp-accent-soft); }
.btn.link { border: 0; background: none; color: var(--sp-accent); padding: 2px 6px; min-height: 0; font-weight: 500; }
.btn.icon-only { padding: 6px; min-height: 0; border-color: transparent; background: none; }
.btn[disabled] { opacity: .55; cursor: default; }
.dialog {
  position: fixed; left: 50%; top: 12vh; transform: translateX(-50%);
  width: min(520px, calc(100vw - 32px)); max-height: 76vh; display: flex; flex-direction: column;
}
.dialog header { display: flex; align-items: center; gap: 8px; padding: 14px 14px 8px 16px; }
.dialog h2 { font-size: 15px; margin: 0; font-weight: 700; flex: 1; }
.dialog .body { padding: 4px 16px 16px; overflow: auto; display: grid; gap: 10px; }
.dialog p { margin: 0; }
.muted { color: var(--sp-muted); }
.search, .field input, .field select, .field textarea, .draft {
  width: 100%; border: 1px solid var(--sp-border); border-radius: 8px; padding: 8px 10px;
  background: var(--sp-bg);
}
.list { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; max-height: 46vh; overflow: auto; }
.option { padding: 8px 10px; border-radius: 8px; cursor: pointer; display: grid; gap: 2px; }
.option[aria-selected="true"] { background: var(--sp-accent-soft); outline: 1px solid var(--sp-accent); }
.option .title { font-weight: 600; }
.option .preview { color: var(--sp-muted); font-size: 12px; overflow: hidden; text-overflow: ellipsis;
  white-space: nowrap; }
.field { display: grid; gap: 4px; }
.field label { font-weight: 600; }
.field .hint { font-size: 12px; color: var(--sp-muted); }
.field .error { font-size: 12px; color: var(--sp-danger); }
.field [aria-invalid="true"] { border-color: var(--sp-danger); }
.field textarea, .draft { min-height: 84px; resize: vertical; }
.actions { display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; }
.toasts { position: fixed; left: 50%; bottom: 24px; transform: translateX(-50%); display: grid; gap: 8px;
  width: min(440px, calc(100vw - 32px)); pointer-events: none; }
.toast { pointer-events: auto; display: flex; align-items: center; gap: 10px; padding: 10px 10px 10px 14px; }
.toast .message { flex: 1; }
.toast[data-kind="error"] { border-color: var(--sp-danger); }
.toast[data-kind="success"] { border-color: var(--sp-ok); }
.launcher {
  position: fixed; right: 20px; bottom: 20px; display: inline-flex; align-items: center; gap: 6px;
  padding: 10px 14px; border-radius: 999px; border: 0; background: var(--sp-accent); color: #fff;
  font-weight: 700; box-shadow: var(--sp-shadow);
}
.launcher:hover { background: var(--sp-accent-strong); }
.panel { position: fixed; right: 20px; bottom: 72px; width: min(380px, calc(100vw - 40px)); max-height: 80vh; }
.panel .body { padding: 4px 14px 14px; display: grid; gap: 10px; overflow: auto; }
.panel header { display: flex; align-items: center; padding: 12px 10px 4px 14px; }
.panel h2 { font-size: 14px; margin: 0; flex: 1; }
.result { white-space: pre-wrap; max-height: 160px; overflow: auto; padding: 8px 10px; border-radius: 8px;
  background: var(--sp-accent-soft); margin: 0; font: inherit; }
.row { display: flex; gap: 8px; align-items: center; }
.row select { flex: 1; border: 1px solid var(--sp-border); border-radius: 8px; padding: 6px 8px; background: var(--sp-bg); }
`;
