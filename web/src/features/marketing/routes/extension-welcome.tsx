import { CheckCircle2, FolderDown, ListChecks, Pin, Puzzle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getExtensionBridge, useExtensionBridge } from '@/lib/extension-bridge';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';

import { PageHero } from '../components/section';
import { extensionSites } from '../content/extension';

const features = [
  {
    icon: Sparkles,
    title: 'Enhance',
    body: 'An Enhance button sits beside the message box. It rewrites your draft into a Super Prompt in place, with the tier you choose; Undo brings your words back.',
  },
  {
    icon: FolderDown,
    title: 'Save to “Extension Prompts”',
    body: 'Keep a draft for later: it lands in the “Extension Prompts” folder of your library, next to everything you save on the web.',
  },
  {
    icon: ListChecks,
    title: 'Prompt picker',
    body: 'Insert any prompt from your library into the chat, filling in its variables first when it has some.',
  },
];

/** Where the user stands: sign in, or signed in (and, with the extension here, connected). */
function ConnectionPanel() {
  const session = useSession();
  const bridge = useExtensionBridge();
  if (session.status === 'loading') {
    return <div aria-hidden="true" className="h-10 w-48 animate-pulse rounded-lg bg-muted" />;
  }
  if (session.status === 'signedOut') {
    return (
      <div className="grid justify-items-center gap-3">
        <p className="text-muted-foreground">
          Sign in on this site and the extension signs in with you.
        </p>
        <Button asChild size="lg">
          <Link to={paths.auth.login.getHref(paths.extension.welcome.getHref())}>Sign in</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-3">
      {bridge.status === 'connected' && bridge.connectedEmail ? (
        <p role="status" className="flex items-center gap-2 font-medium text-success">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          Connected as {bridge.connectedEmail}
        </p>
      ) : bridge.version !== null && bridge.status === 'idle' ? (
        <Button variant="outline" onClick={() => void getExtensionBridge().connect()}>
          <Puzzle aria-hidden="true" />
          Connect the extension
        </Button>
      ) : bridge.status === 'connecting' ? (
        <p role="status" className="text-muted-foreground">
          Connecting the extension…
        </p>
      ) : bridge.status === 'failed' ? (
        <p role="status" className="text-muted-foreground">
          The extension could not be connected just now. Reload this page to try again.
        </p>
      ) : (
        <p className="text-muted-foreground">Signed in as {session.user.email}.</p>
      )}
      <Button asChild size="lg">
        <Link to={paths.app.dashboard.getHref()}>Open dashboard</Link>
      </Button>
    </div>
  );
}

/** /extension-welcome-page: the extension opens it once installed. */
export function ExtensionWelcomeRoute() {
  usePageMeta({
    title: 'Welcome to the Superprompt extension',
    description: `The Superprompt browser extension is installed: enhance prompts, save them and insert them right inside ${extensionSites.join(', ')}.`,
  });
  return (
    <>
      <PageHero
        eyebrow="Browser extension"
        title="You're all set"
        lead={`Superprompt now works inside ${extensionSites.slice(0, -1).join(', ')} and ${extensionSites.at(-1) ?? ''}: better prompts without leaving the chat.`}
      >
        <ConnectionPanel />
      </PageHero>
      <section aria-labelledby="what-it-does" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <h2 id="what-it-does" className="text-center text-2xl font-bold tracking-tight">
          What it does in your chats
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {features.map(({ icon: Icon, title, body }) => (
            <li
              key={title}
              className="grid content-start gap-3 rounded-2xl border border-border bg-card p-6"
            >
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Only the draft you choose to enhance or save leaves your browser; the rest of the page and
          your keystrokes never do.
        </p>
      </section>
      <section aria-labelledby="pin-it" className="border-t border-border bg-muted/50">
        <div className="mx-auto grid max-w-3xl gap-5 px-4 py-14 sm:px-6">
          <h2 id="pin-it" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Pin aria-hidden="true" className="size-6 text-primary" />
            Pin it to your toolbar
          </h2>
          <ol className="grid list-decimal gap-2 pl-6 text-muted-foreground">
            <li>Click the puzzle-piece icon (Extensions) at the right of the address bar.</li>
            <li>Find Superprompt in the list.</li>
            <li>Click the pin beside it. Its icon now stays in the toolbar, one click away.</li>
          </ol>
        </div>
      </section>
    </>
  );
}
