import { Menu, Smartphone, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../components/ui/link';
import { useSession } from '../lib/use-session';
import { cn } from '../lib/cn';
import { buttonClasses, ButtonLink } from '../components/ui/button';
import { navClass, useHeaderLinks } from './header-links';
import type { SiteArea } from './header-links';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';
import { href } from '@shared/paths';

export type { SiteArea } from './header-links';

// The dropdown library loads only for signed-in people.
const AccountMenu = lazy(() => import('../features/auth/components/account-menu'));

/** The site's name, linking home; under 22rem the mark only (the name stays for screen readers). */
function HomeMark() {
  const { t } = useTranslation();
  return (
    <Link
      to={href('home')}
      className="flex items-center gap-2 text-lg font-extrabold tracking-tight sm:text-xl"
    >
      <span className="inline-flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Smartphone className="size-5" aria-hidden="true" />
      </span>
      <span className="max-[22rem]:sr-only">{t('appName')}</span>
    </Link>
  );
}

export function SiteHeader({ area }: { area: SiteArea }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { loading, user } = useSession();
  const { links, accountLinks } = useHeaderLinks(area);
  // The menu belongs to the page it was opened on: moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const signInPath = area === 'technician' ? '/technician/auth' : '/auth';
  // The admin desk's tables want the wider page; the header keeps to the same edges as the content.
  const container = area === 'admin' ? 'max-w-7xl' : 'max-w-6xl';

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur print:hidden">
      {/* Large text or a narrow phone: the controls go to a second line rather than off the screen,
          and under 22rem the brand shows its mark only (its name stays for screen readers). */}
      <div
        className={`mx-auto flex min-h-16 flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 py-2 sm:gap-x-4 sm:px-4 ${container}`}
      >
        <HomeMark />
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
        <MobileMenu
          links={[...links, ...accountLinks]}
          container={container}
          signedIn={Boolean(user)}
          signInPath={signInPath}
          onClose={() => setOpenOn(null)}
        />
      ) : null}
    </header>
  );
}
