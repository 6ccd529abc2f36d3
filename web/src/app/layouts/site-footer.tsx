import { Logo } from '@/components/logo';
import { marketing } from '@/config/marketing';
import { footerNav, mainNav, site } from '@/config/site';
import { NewsletterFormIsland } from '@/features/marketing/components/newsletter-form';
import { OperatorLineIsland } from '@/features/marketing/components/operator';
import { SiteLink } from '@/lib/site-navigation';

/** The footer: static links, with the newsletter form and the operator line as islands. */
export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_repeat(3,1fr)_1.6fr]">
        <div className="grid content-start gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{site.tagline}</p>
          <a
            href={mainNav.extension.href}
            className="w-fit rounded text-sm font-medium text-primary hover:underline"
          >
            Get the Chrome extension
          </a>
        </div>
        {footerNav.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <ul className="mt-3 grid gap-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <SiteLink
                    to={link.href}
                    className="rounded text-sm text-muted-foreground hover:text-foreground"
                  >
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <NewsletterFormIsland />
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <OperatorLineIsland />
          {marketing.social.length > 0 ? (
            <ul aria-label="Social media" className="flex gap-4">
              {marketing.social.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="rounded hover:text-foreground"
                  >
                    {link.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
