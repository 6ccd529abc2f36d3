import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ExternalLink, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { Logo } from '@/components/logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { featuresMenu, mainNav, mobileMenu, type NavLink } from '@/config/site';
import { siteContentQueryOptions } from '@/features/marketing/api/get-site-content';
import { siteInfoQueryOptions } from '@/features/marketing/api/get-site-info';
import { island } from '@/lib/island';
import { useSession } from '@/lib/session';
import { SiteLink, useSiteNavigation } from '@/lib/site-navigation';
import { cn } from '@/lib/utils';

import { AddToHomeScreenHint } from './add-to-home-screen-hint';

const navLinkClass =
  'inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:text-foreground';

function ItemLink({
  item,
  className,
  onClick,
}: {
  item: NavLink;
  className?: string;
  onClick?: () => void;
}) {
  if (item.external) {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onClick}
      >
        {item.label}
        <ExternalLink className="size-3.5" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <SiteLink to={item.href} className={className} onClick={onClick}>
      {item.label}
      {item.badge ? <Badge className="ml-1.5">{item.badge}</Badge> : null}
    </SiteLink>
  );
}

/**
 * The Features menu: a disclosure (button + list of links), which is the right pattern for site
 * navigation and needs no menu library on the first page load. Escape, a click outside, moving
 * focus away or following a link closes it.
 */
function FeaturesDropdown() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={container}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cn(navLinkClass, 'aria-expanded:bg-muted aria-expanded:text-foreground')}
      >
        Features
        <ChevronDown
          className={cn('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-80 rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-lg"
      >
        <ul className="grid">
          <li>
            <SiteLink
              to={paths.features.root.getHref()}
              onClick={() => setOpen(false)}
              className="grid gap-0.5 rounded-lg px-3 py-2.5 hover:bg-muted"
            >
              <span className="font-medium">All features</span>
              <span className="text-xs text-muted-foreground">Everything Superprompt does.</span>
            </SiteLink>
          </li>
          {featuresMenu.map((item) => (
            <li key={item.href}>
              <SiteLink
                to={item.href}
                onClick={() => setOpen(false)}
                className="grid gap-0.5 rounded-lg px-3 py-2.5 hover:bg-muted"
              >
                <span className="flex items-center gap-2 font-medium">
                  {item.label}
                  {item.badge ? <Badge>{item.badge}</Badge> : null}
                </span>
                {item.description ? (
                  <span className="text-xs text-muted-foreground">{item.description}</span>
                ) : null}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * "Get Chrome Extension": the operator's store page (a new tab) once the server named one, else
 * the install page. Before `siteInfo` answers (and in the pre-rendered HTML) it is the install
 * page, which itself links to the store when there is one.
 */
function useExtensionNavLink(): NavLink {
  const { data } = useQuery(siteInfoQueryOptions());
  const storeUrl = data?.extensionStoreUrl;
  return storeUrl ? { ...mainNav.extension, href: storeUrl, external: true } : mainNav.extension;
}

/**
 * The mobile menu's links. Its Reviews link points at the landing page's reviews, which are
 * there only when the operator wrote some: it is listed once the server says so (asked when
 * the menu opens; the landing page has already asked), so it never leads nowhere.
 */
function useMobileMenu(open: boolean): NavLink[] {
  const { data } = useQuery({ ...siteContentQueryOptions(), enabled: open });
  const hasReviews = (data?.reviews.length ?? 0) > 0;
  return hasReviews
    ? mobileMenu
    : mobileMenu.filter((item) => item.href !== paths.reviews.getHref());
}

/** The marketing header (spec point 2 "Header and menus"); menus come from config/site.ts. */
export function SiteHeader() {
  const extensionLink = useExtensionNavLink();
  const session = useSession();
  const { pathname } = useSiteNavigation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const mobileLinks = useMobileMenu(mobileOpen);
  const signedIn = session.status === 'signedIn';
  const account = signedIn
    ? { label: 'Dashboard', href: paths.app.dashboard.getHref() }
    : mainNav.login;

  // Close the mobile menu when the page changes.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <SiteLink
            to={mainNav.home.href}
            aria-current={pathname === mainNav.home.href ? 'page' : undefined}
            className={navLinkClass}
          >
            {mainNav.home.label}
          </SiteLink>
          <FeaturesDropdown />
          <SiteLink
            to={mainNav.pricing.href}
            aria-current={pathname === mainNav.pricing.href ? 'page' : undefined}
            className={navLinkClass}
          >
            {mainNav.pricing.label}
          </SiteLink>
          <ItemLink item={extensionLink} className={navLinkClass} />
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild size="sm" className="hidden md:inline-flex">
            <SiteLink to={account.href}>{account.label}</SiteLink>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">Menu</span>
          </Button>
        </div>
      </div>
      <div id={mobileMenuId} hidden={!mobileOpen} className="border-t border-border md:hidden">
        <nav aria-label="Mobile" className="mx-auto grid max-w-6xl gap-1 px-4 py-4">
          {mobileLinks.map((item) => (
            <ItemLink
              key={item.href + item.label}
              item={item === mainNav.extension ? extensionLink : item}
              onClick={() => setMobileOpen(false)}
              className="flex items-center gap-1 rounded-lg px-3 py-2.5 text-base font-medium hover:bg-muted"
            />
          ))}
          <Button asChild className="mt-2 w-full">
            <SiteLink to={account.href}>{account.label}</SiteLink>
          </Button>
          <div className="mt-3">
            <AddToHomeScreenHint />
          </div>
        </nav>
      </div>
    </header>
  );
}

export const SiteHeaderIsland = island('site-header', SiteHeader);
