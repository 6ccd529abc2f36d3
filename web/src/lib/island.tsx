/**
 * Islands: the interactive parts of the pre-rendered marketing pages.
 *
 * A marketing page is pre-rendered to HTML at build time (entry-server.tsx). In the browser it
 * does not load the single-page app: it loads `site.tsx`, which hydrates only the components
 * wrapped with `island()` (the header, the Teams banner, the carousel, the forms...). The rest
 * of the page stays the static HTML, and links between marketing pages are normal page loads.
 *
 * `island(name, Component)` returns a component that renders `Component` as usual wherever it
 * is used (in the single-page app, in tests). While pre-rendering, the page's renderer (given
 * through `IslandRendererProvider`) renders it instead as a separate React root (`IslandRoot`,
 * the same providers and ids the browser will use) inside a marker element that names the
 * island and carries its props as JSON; `site.tsx` finds the markers and hydrates each. So one
 * component renders in the app, in the pre-render and in the island: there is no second copy of
 * any markup. Island props must therefore be plain JSON.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  StrictMode,
  useContext,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';

import { SiteNavigationProvider, type SiteNavigation } from '@/lib/site-navigation';

export type IslandJson =
  string | number | boolean | null | IslandJson[] | { [key: string]: IslandJson | undefined };

export interface IslandDefinition {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
  Component: ComponentType<any>;
  /** Rendered inside text (a <span> marker instead of a <div>). */
  inline: boolean;
}

export type IslandComponent<P> = ComponentType<P> & { island: IslandDefinition };

/** Renders one island as its own root while pre-rendering (entry-server.tsx). */
export interface IslandRenderer {
  render: (definition: IslandDefinition, props: Record<string, unknown>) => IslandMarkup;
}

export interface IslandMarkup {
  /** The id prefix of the island's root (`useId`), unique on the page. */
  id: string;
  html: string;
}

const IslandRendererContext = createContext<IslandRenderer | null>(null);

export function IslandRendererProvider({
  renderer,
  children,
}: {
  renderer: IslandRenderer;
  children: ReactNode;
}) {
  return (
    <IslandRendererContext.Provider value={renderer}>{children}</IslandRendererContext.Provider>
  );
}

/** The marker adds no box of its own: the page lays out exactly as in the app. */
const MARKER_STYLE: CSSProperties = { display: 'contents' };

export function island<P extends { [K in keyof P]: IslandJson | undefined }>(
  name: string,
  Component: ComponentType<P>,
  options: { inline?: boolean } = {},
): IslandComponent<P> {
  const definition: IslandDefinition = { name, Component, inline: options.inline ?? false };
  function Island(props: P) {
    const renderer = useContext(IslandRendererContext);
    if (!renderer) return <Component {...props} />;
    const { id, html } = renderer.render(definition, props);
    const json = Object.keys(props).length > 0 ? JSON.stringify(props) : undefined;
    const Marker = definition.inline ? 'span' : 'div';
    return (
      <Marker
        data-island={name}
        data-island-id={id}
        data-props={json}
        style={MARKER_STYLE}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: definition });
}

/**
 * What every island root has, in the pre-render and in the browser alike: the query client
 * (one for the whole page, so islands share answers such as the session) and plain-document
 * navigation.
 */
export function IslandRoot({
  queryClient,
  navigation,
  children,
}: {
  queryClient: QueryClient;
  navigation: SiteNavigation;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SiteNavigationProvider value={navigation}>{children}</SiteNavigationProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
