import { Menu, Smartphone, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../components/ui/link';
import { accountLinksFor, adminLinks, technicianLinks } from '../features/auth/account-links';
import type { AccountLink } from '../features/auth/account-links';
import { useSession } from '../lib/use-session';
import { cn } from '../lib/cn';
import { buttonClasses, ButtonLink } from '../components/ui/button';
import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';
import { href } from '@shared/paths';

// The dropdown library, and signing out, load only for signed-in people.
const AccountMenu = lazy(() => import('../features/auth/components/account-menu'));
const MenuSignOutButton = lazy(() => import('../features/auth/components/menu-sign-out-button'));

/**
 * Whether the words of signed-in people's links (the account namespace) are here, fetching them when
 * `wanted`: visitors who are not signed in never download them. The links show once their words do;
 * asking `exists` makes the header render again when they arrive.
 */
function useAccountWords(wanted: boolean): boolean {
  const { i18n } = useTranslation();
  const ready = i18n.exists('account:accountMenu.dashboard');
  useEffect(() => {
    if (wanted && !ready) void i18n.loadNamespaces(['account']).catch(() => undefined);
  }, [wanted, ready, i18n]);
  return ready;
}

interface NavItem {
  to: string;
  label: string;
  end: boolean;
}

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-lg px-3 py-2 font-medium whitespace-nowrap transition-colors hover:bg-muted',
    isActive ? 'text-primary' : 'text-foreground',
  );
}

/** Which part of the site a page belongs to: the header's links and the footer differ by area. */
export type SiteArea = 'public' | 'admin' | 'technician';

export function SiteHeader({ area }: { area: SiteArea }) {
  // Not the account namespace: only signed-in people download it (useAccountWords).
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { loading, user, roles, isAdmin } = useSession();
  const staffArea = area === 'technician' || (area === 'admin' && isAdmin);
  const accountWords = useAccountWords(Boolean(user) || staffArea);
  const accountLinkText = (key: AccountLink['key']) => i18n.t(`account:accountMenu.${key}`);
  // The menu belongs to the page it was opened on: moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  // Staff areas show their own links (once their words are here); everywhere else, the site's.
  const links: NavItem[] = staffArea
    ? (accountWords ? (area === 'technician' ? technicianLinks : adminLinks) : []).map((link) => ({
        to: link.to,
        label: accountLinkText(link.key),
        end: true,
      }))
    : [
        { to: '/', label: t('nav.home'), end: true },
        { to: '/services', label: t('nav.services'), end: false },
        { to: '/devices', label: t('nav.devices'), end: false },
        { to: '/blog', label: t('nav.blog'), end: false },
        { to: '/about', label: t('nav.about'), end: false },
        { to: '/contact', label: t('nav.contact'), end: false },
      ];
  const signInPath = area === 'technician' ? '/technician/auth' : '/auth';
  const accountLinks =
    user && accountWords ? accountLinksFor(roles).filter((l) => !links.some((n) => n.to === l.to)) : [];
  const closeMenu = () => setOpenOn(null);
  // The admin desk's tables want the wider page; the header keeps to the same edges as the content.
  const container = area === 'admin' ? 'max-w-7xl' : 'max-w-6xl';

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur print:hidden">
      {/* Large text or a narrow phone: the controls go to a second line rather than off the screen,
          and under 22rem the brand shows its mark only (its name stays for screen readers). */}
      <div
        className={`mx-auto flex min-h-16 flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 py-2 sm:gap-x-4 sm:px-4 ${container}`}
      >
        <Link
          to={href('home')}
          className="flex items-center gap-2 text-lg font-extrabold tracking-tight sm:text-xl"
        >
          <span className="inline-flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Smartphone className="size-5" aria-hidden="true" />
          </span>
          <span className="max-[22rem]:sr-only">{t('appName')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <LanguageSwitcher signedIn={Boolean(user)} />
          <ThemeToggle />
          {/* A wrapper carries the breakpoint: the button's own display class would override it. */}
          <span className="hidden min-w-20 justify-end sm:flex">
            {loading ? null : user ? (
              <Suspense fallback={null}>
                <AccountMenu />
              </Suspense>
            ) : (
              <ButtonLink to={signInPath} variant="outline" size="sm">
                {t('nav.signIn')}
              </ButtonLink>
            )}
          </span>
          <button
            type="button"
            className={cn(buttonClasses('ghost', 'icon'), 'lg:hidden')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('menu.close') : t('menu.open')}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={t('nav.label')}
          className="border-t border-border bg-background lg:hidden"
        >
          <ul className={`mx-auto flex flex-col gap-1 px-3 py-3 sm:px-4 ${container}`}>
            {[
              ...links,
              ...accountLinks.map((l) => ({ to: l.to, label: accountLinkText(l.key), end: true })),
            ].map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={(s) => cn(navClass(s), 'block py-3 text-lg')}
                  onClick={closeMenu}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="pt-2">
              {user ? (
                <Suspense fallback={null}>
                  <MenuSignOutButton onChoose={closeMenu} />
                </Suspense>
              ) : (
                <ButtonLink to={signInPath} variant="outline" className="w-full" onClick={closeMenu}>
                  {t('nav.signIn')}
                </ButtonLink>
              )}
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
