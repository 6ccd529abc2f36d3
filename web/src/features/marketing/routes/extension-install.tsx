import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';

import { useSiteInfo } from '../api/get-site-info';
import { PageHero } from '../components/section';
import { extensionSites } from '../content/extension';

const unpackedSteps = [
  <>
    Build it from this server&apos;s repository: <code className="font-mono">make extension</code>{' '}
    writes the unpacked extension to <code className="font-mono">extension/dist</code>.
  </>,
  <>
    Open <code className="font-mono">chrome://extensions</code> in Chrome (or another Chromium
    browser).
  </>,
  <>Turn on Developer mode (the switch at the top right).</>,
  <>
    Click Load unpacked and choose the <code className="font-mono">extension/dist</code> folder.
  </>,
  <>The welcome page opens: sign in there and the extension signs in with you.</>,
];

/**
 * /extension-install, where "Get Chrome Extension" leads: the operator's store page when the
 * server names one, else how to load the extension this repository builds. It is a page of its
 * own (not the pre-rendered /features/chrome-extension-page) because the store URL is the
 * server's setting, known only at run time.
 */
export function ExtensionInstallRoute() {
  const site = useSiteInfo();
  usePageMeta({
    title: 'Install the Chrome extension',
    description: `Add Superprompt to Chrome and enhance prompts right inside ${extensionSites.join(', ')}.`,
  });
  return (
    <>
      <PageHero
        eyebrow="Browser extension"
        title="Install the Chrome extension"
        lead={`Enhance, save and insert prompts right inside ${extensionSites.join(', ')}.`}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          {site.extensionStoreUrl ? (
            <Button asChild size="lg">
              <a href={site.extensionStoreUrl} target="_blank" rel="noopener noreferrer">
                Add to Chrome
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
          <Button asChild size="lg" variant="outline">
            <Link to={paths.features.chromeExtension.getHref()}>What it does</Link>
          </Button>
        </div>
      </PageHero>
      {site.extensionStoreUrl ? null : (
        <section
          aria-labelledby="load-unpacked"
          className="mx-auto grid max-w-3xl gap-5 px-4 py-14 sm:px-6"
        >
          <h2 id="load-unpacked" className="text-2xl font-bold tracking-tight">
            Load the extension in Chrome
          </h2>
          <p className="text-muted-foreground">
            This Superprompt service has no store listing, so the extension is loaded from the
            folder its repository builds:
          </p>
          <ol className="grid list-decimal gap-3 pl-6">
            {unpackedSteps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
          <p className="text-sm text-muted-foreground">
            Chrome keeps an unpacked extension until you remove it; after an update, build again and
            click the reload arrow on its card in{' '}
            <code className="font-mono">chrome://extensions</code>.
          </p>
        </section>
      )}
    </>
  );
}
