/** A small element builder for the content script's UI (no framework in the chat sites' pages). */
type Attributes = Record<string, string | number | boolean | null | undefined>;
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === 'class') element.className = String(value);
    else if (name === 'text') element.textContent = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

let counter = 0;
/** A unique id for aria references inside the shadow root. */
export function uid(prefix: string): string {
  counter += 1;
  return `sp-${prefix}-${counter}`;
}

/** The small inline icons (decorative: the buttons carry labels). */
export function icon(name: 'sparkle' | 'chevron' | 'close' | 'stop' | 'spinner'): SVGSVGElement {
  const paths: Record<typeof name, string> = {
    sparkle:
      'M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9L12 2zm7 12l.9 2.6 2.6.9-2.6.9L19 21l-.9-2.6-2.6-.9 2.6-.9L19 14z',
    chevron: 'M6 9l6 6 6-6',
    close: 'M6 6l12 12M18 6L6 18',
    stop: 'M7 7h10v10H7z',
    spinner: 'M12 3a9 9 0 1 0 9 9',
  };
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', `icon icon-${name}`);
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', paths[name]);
  svg.append(path);
  return svg;
}

/** The focusable elements inside `root`, in order. */
export function focusables(root: ParentNode): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(
      'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => !element.closest('[hidden]'));
}

/** A shadow host that no page style reaches: everything it shows is styled inside. */
export function shadowHost(tag: string, css: string): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement(tag);
  // Open, so that the extension's end-to-end tests can reach its buttons; the page's styles
  // still stop at the boundary.
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
  return { host, root };
}
