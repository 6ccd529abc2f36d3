/** The islands' side of the build-time pre-render (entry-server.tsx); never in the browser. */
import { renderToString } from 'react-dom/server';

import { IslandRoot, type IslandRenderer } from '@/lib/island';
import { createQueryClient } from '@/lib/query-client';
import { documentNavigation } from '@/lib/site-navigation';

/**
 * Renders each island of one page as its own root, with the tree site.tsx hydrates
 * (`IslandRoot`, plain-document navigation) and a per-island id prefix, so `useId` gives the
 * same ids here and in the browser and two islands never share one.
 */
export function islandRenderer(pathname: string): IslandRenderer {
  let count = 0;
  const queryClient = createQueryClient();
  const navigation = documentNavigation(pathname);
  return {
    render: ({ Component }, props) => {
      const id = `i${count++}-`;
      const html = renderToString(
        <IslandRoot queryClient={queryClient} navigation={navigation}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: id },
      );
      return { id, html };
    },
  };
}
