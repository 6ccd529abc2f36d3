import { Outlet } from 'react-router';

/** Embeds (spec point 2, embed layout): the content alone, sized for an iframe. */
export function EmbedLayout() {
  return (
    <main id="main" className="min-h-dvh bg-background p-3 text-sm">
      <Outlet />
    </main>
  );
}
