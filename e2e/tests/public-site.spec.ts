/**
 * The public site (issue 6): every marketing route at desktop and phone widths without console
 * errors or broken internal links, the Teams banner's paths and dismissal, the how-it-works
 * carousel, the mobile menu, the Teams, newsletter and contact forms, the pre-rendered HTML, and
 * what the landing page claims (nothing on a fresh instance; the operator's figures and reviews
 * when configured).
 * Each form is submitted to the server at most once per run (the server rate-limits forms per
 * client IP).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';

const FEATURE_PAGES = [
  '/features/prompt-generation',
  '/features/prompt-sharing',
  '/features/context-genies',
  '/features/chrome-extension-page',
  '/features/comparing-models',
  '/features/sora-2',
  '/features/sora-2-prompt-generator',
  '/features/veo-3.1-prompt-generator',
  // The mobile menu's two spellings.
  '/features/promptgeneration',
  '/features/promptSharing',
];

const GUIDE_ARTICLES = [
  'clarity',
  'roles',
  'structure',
  'examples',
  'reasoning',
  'output-formats',
  'image-prompts',
  'video-prompts',
].map((slug) => `/prompt-engineering-guide/${slug}`);

const PUBLIC_ROUTES = [
  '/',
  '/features',
  ...FEATURE_PAGES,
  '/pricing',
  '/faq',
  '/cancel-refund',
  '/contact-us',
  '/privacy-policy',
  '/prompt-engineering-guide',
  ...GUIDE_ARTICLES,
];

/** Same-origin links on the page, without their #fragment. */
async function internalLinks(page: Page): Promise<string[]> {
  return page.$$eval('a[href]', (anchors) =>
    anchors
      .map((a) => new URL((a as HTMLAnchorElement).href, window.location.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname + url.search),
  );
}

const BANNER = { name: 'Teams early access' } as const;

for (const viewport of [
  { label: '1280 px', width: 1280, height: 800 },
  { label: '390 px', width: 390, height: 844 },
]) {
  test(`every public route renders at ${viewport.label} with working internal links`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const links = new Set<string>();
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Legal' })).toBeAttached();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      for (const link of await internalLinks(page)) links.add(link);
    }
    const broken: string[] = [];
    for (const link of links) {
      const response = await request.get(link, { maxRedirects: 0 });
      if (response.status() >= 400) broken.push(`${link} -> ${response.status()}`);
    }
    expect(broken).toEqual([]);
  });
}

test('the Teams banner shows only on its paths, fades out and stays dismissed', async ({
  page,
}) => {
  for (const path of ['/', '/features', '/features/sora-2', '/faq', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('complementary', BANNER), path).toBeVisible();
  }
  for (const path of ['/pricing', '/prompt-engineering-guide', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', BANNER), path).toHaveCount(0);
  }

  await page.goto('/contact-us');
  const banner = page.getByRole('complementary', BANNER);
  await banner.getByRole('button', { name: 'Dismiss the Teams banner' }).click();
  await expect(banner).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', BANNER)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', BANNER)).toHaveCount(0);
});

test('the how-it-works carousel advances on its own and can be clicked', async ({ page }) => {
  await page.goto('/');
  const steps = page.getByRole('tablist', { name: 'How it works' });
  await steps.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect(steps.getByRole('tab', { name: /Type/ })).toHaveAttribute('aria-selected', 'true');
  await expect(steps.getByRole('tab', { name: /Choose model/ })).toHaveAttribute(
    'aria-selected',
    'true',
    { timeout: 6_000 },
  );
  await steps.getByRole('tab', { name: /Test/ }).click();
  await expect(steps.getByRole('tab', { name: /Test/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Step 4');
});

test('the demo video shows its poster first and plays muted on click', async ({ page }) => {
  await page.goto('/');
  const play = page.getByRole('button', { name: /Watch the demo/ });
  await play.scrollIntoViewIfNeeded();
  await expect(page.locator('img[src="/media/demo-poster.svg"]')).toBeVisible();
  await play.click();
  const video = page.getByLabel('Superprompt demo video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && v.currentTime > 0))
    .toBe(true);
  await expect(page.getByText('The demo video could not be loaded')).toHaveCount(0);
});

test('the Teams form shows its success toast', async ({ page }) => {
  await page.goto('/features');
  const banner = page.getByRole('complementary', BANNER);
  await banner.getByRole('button', { name: 'Get early access' }).click();
  await expect(page.getByText('Email Required')).toBeVisible();

  await banner
    .getByLabel('Work email for Teams early access')
    .fill(`teams-${Date.now()}@example.com`);
  await banner.getByRole('button', { name: 'Get early access' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(
    page.getByText(
      "You've been added to the Teams early access list. We'll notify you when it's ready!",
    ),
  ).toBeVisible();
  await expect(banner.getByRole('status')).toContainText('on the early access list');
});

test('the Teams form shows its error toast when the server fails', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('createTeamsInterest')) return route.continue();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'The server had a problem.', extensions: { code: 'INTERNAL' } }],
      }),
    });
  });
  await page.goto('/faq');
  const banner = page.getByRole('complementary', BANNER);
  await banner.getByLabel('Work email for Teams early access').fill('fails@example.com');
  await banner.getByRole('button', { name: 'Get early access' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(
    page.getByText('There was an issue submitting your email. Please try again.'),
  ).toBeVisible();
  // It stays a form.
  await expect(banner.getByRole('button', { name: 'Get early access' })).toBeEnabled();
});

test('newsletter signup and the built-in contact form', async ({ page }) => {
  await page.goto('/contact-us');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Newsletter').fill(`news-${Date.now()}@example.com`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText("You're subscribed. Thanks for reading!")).toBeVisible();

  const form = page.getByRole('region', { name: 'Send a message' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Tell us your name')).toBeVisible();
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Message').fill('Can I use Superprompt offline on my own server?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Thanks, your message is on its way.')).toBeVisible();
});

test('a signed-in visitor to / goes to the dashboard', async ({ page, user }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the pre-rendered pages carry their content and SEO tags without JavaScript', async ({
  request,
  browser,
}) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  const html = await home.text();
  expect(html).toContain('better prompt');
  expect(html).toContain('Create Free Super Prompts!');
  expect(html).toContain('<title>Superprompt: turn a short task into a better prompt</title>');
  expect(html).toContain('property="og:title"');
  expect(html.match(/<title>/g)).toHaveLength(1);

  const features = await (await request.get('/features')).text();
  expect(features).toContain('<title>Features · Superprompt</title>');
  expect(features).toContain('Everything you need to get great answers from AI');

  const article = await (await request.get('/prompt-engineering-guide/clarity')).text();
  expect(article).toContain('Be clear and specific');
  expect(article).toContain('A checklist for clarity');

  const paths = (await (await request.get('/sitemap-paths.json')).json()) as string[];
  expect(paths).toEqual(expect.arrayContaining(['/', '/features', '/pricing', '/faq']));
  // Every listed path is served its own pre-rendered page (its heading in the HTML), never the
  // empty app shell: `/features/veo-3.1-prompt-generator` has a dot that is not an extension.
  expect(paths).toContain('/features/veo-3.1-prompt-generator');
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<h1[\s>][\s\S]*?\w[\s\S]*?<\/h1>/);
  }

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turn a short task into a better prompt' }),
  ).toBeVisible();
  // The demo video's poster is in the page itself, not an empty box waiting for a script.
  const poster = page.locator('img[src="/media/demo-poster.svg"]');
  await poster.scrollIntoViewIfNeeded();
  await expect(poster).toBeVisible();
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
  await page.goto('/faq');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  await context.close();
});

/**
 * Holds back the islands' code (islands/hydrate.tsx, which site.tsx imports after the first
 * paint) until `release` is called, so a test can act on the pre-rendered page first.
 */
async function holdIslands(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await page.waitForFunction(() => document.documentElement.dataset.islands === 'hydrated');
  };
}

test('a page scrolled before its islands hydrate keeps its scroll position', async ({ page }) => {
  const hydrate = await holdIslands(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.islands)).toBeUndefined();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);

  await hydrate();
  // The islands completed the path-only canonical link with this origin, and og:url.
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/`);
  // Interactive now (the carousel is an island), and still where the visitor scrolled to.
  await page
    .getByRole('tablist', { name: 'How it works' })
    .getByRole('tab', { name: /Test/ })
    .click();
  await expect(page.getByRole('tabpanel')).toContainText('Step 4');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(1400);
});

test('the web manifest and the service worker are served', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { name: string; icons: unknown[] };
  expect(body.name).toBe('Superprompt');
  expect(body.icons.length).toBeGreaterThan(0);
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(await sw.text()).toContain('app.html');
});

test.describe('with the service worker allowed (the config blocks it elsewhere)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('with the service worker installed, a marketing page still comes pre-rendered with its islands', async ({
    page,
  }) => {
    await page.goto('/');
    // Registered after load; clientsClaim makes it control this page once it is active.
    // Installing precaches the app's code, which takes a while on a busy machine.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 45_000,
    });
    const response = await page.goto('/features');
    // Answered by the worker (its network-first route for pre-rendered pages)...
    expect(response?.fromServiceWorker()).toBe(true);
    // ...with the pre-rendered page and its islands, not the app shell rendering it.
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'hydrated');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // An app route still gets the app shell from the worker.
    const app = await page.goto('/signin');
    expect(app?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.islands)).toBeUndefined();
  });
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a tap on the menu before the islands hydrate opens it once they have', async ({ page }) => {
    const hydrate = await holdIslands(page);
    await page.goto('/features', { waitUntil: 'domcontentloaded' });
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    // Held, not lost: nothing happens until the islands run.
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await hydrate();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }),
    ).toBeVisible();
  });

  test('the mobile menu opens and navigates', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await mobileNav.getByRole('link', { name: /Context Genies/ }).click();
    await expect(page).toHaveURL(/\/features\/context-genies$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Write your context once, use it in every prompt',
      }),
    ).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await mobileNav.getByRole('link', { name: /Sharing Prompts/ }).click();
    await expect(page).toHaveURL(/\/features\/promptSharing$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Share a prompt');
    // Its Reviews link, there only when the operator wrote reviews: see "with the operator's
    // figures and reviews" below.
  });
});

/**
 * What the landing page claims about the deployment (issue 24). Two servers of their own: a
 * fresh instance (the shared server's test users must not count), and one whose operator
 * configured figures and reviews (`[site.figures]`, `[[site.reviews]]`).
 */
const siteTest = test.extend<
  Record<never, never>,
  { freshSite: RunningServer; operatorSite: RunningServer }
>({
  freshSite: [
    async ({}, use) => {
      const server = await startServer({ logName: 'server-fresh-site' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  operatorSite: [
    async ({}, use) => {
      const configDir = await mkdtemp(path.join(os.tmpdir(), 'superprompt-e2e-site-'));
      const config = path.join(configDir, 'superprompt.toml');
      await writeFile(
        config,
        [
          '[site.figures]',
          'people = 12000',
          'rating = 4.7',
          'rating_count = 150',
          '',
          '[[site.reviews]]',
          'name = "Ada L."',
          'role = "Analyst"',
          'text = "One line in, a prompt I can use out."',
          'rating = 5',
          '',
          '[[site.reviews]]',
          'name = "Bo K."',
          'text = "The library keeps my best prompts in reach."',
          'rating = 4',
          '',
        ].join('\n'),
      );
      const server = await startServer({
        logName: 'server-operator-site',
        env: { SUPERPROMPT_CONFIG: config },
      });
      await use(server);
      await server.stop();
      await rm(configDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

/** Opens the landing page and waits for its islands and the server's siteContent answer. */
async function openLanding(page: Page, server: RunningServer) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('SiteContent'),
  );
  await page.goto(`${server.url}/`);
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'hydrated');
  await answered;
}

const CLAIMS =
  /\d[\d,]*\+ users|\d\.\d rating|\d\.\d \/ 5|Rated \d|\d+\+? (extension store )?ratings/;

siteTest(
  'a fresh instance claims no users, rating or reviews, and hides those sections',
  async ({ page, request, freshSite }) => {
    const html = await (await request.get(`${freshSite.url}/`)).text();
    expect(html.replace(/<[^>]+>/g, ' ')).not.toMatch(CLAIMS);
    expect(html).not.toContain('200,000');

    await page.setViewportSize({ width: 390, height: 844 });
    await openLanding(page, freshSite);
    await expect(page.getByText('Free to start, no API key needed')).toBeVisible();
    const main = page.getByRole('main');
    expect(await main.innerText()).not.toMatch(CLAIMS);
    await expect(page.locator('#stats')).toHaveCount(0);
    await expect(page.locator('#reviews')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Browser extension' })).toBeVisible();
    // No menu link to reviews that are not there.
    await page.getByRole('button', { name: 'Menu' }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'Reviews' })).toHaveCount(0);
  },
);

siteTest(
  "with the operator's figures and reviews, the landing page shows them",
  async ({ page, operatorSite }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLanding(page, operatorSite);
    await expect(page.getByText('4.7 rating')).toBeVisible();
    await expect(page.getByText('12,000+ users')).toBeVisible();

    const stats = page.getByRole('region', { name: 'People write better prompts here every day' });
    await expect(stats.getByText('12,000+')).toBeVisible();
    await expect(stats.getByText('4.7 / 5')).toBeVisible();
    await expect(stats.getByText('average of 150 ratings')).toBeVisible();

    const reviews = page.getByRole('region', { name: 'What people say about Superprompt' });
    await expect(reviews.getByText('Rated 4.7 out of 5 from 150 ratings.')).toBeVisible();
    await expect(reviews.getByText(/One line in, a prompt I can use out/).first()).toBeAttached();
    await expect(page.getByText('4.7 from 150 ratings')).toBeAttached();

    // The mobile menu's Reviews link leads to them.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Reviews' })
      .click();
    await expect(page).toHaveURL(/\/#reviews$/);
    await expect(
      page.getByRole('heading', { name: 'What people say about Superprompt' }),
    ).toBeInViewport();
  },
);
