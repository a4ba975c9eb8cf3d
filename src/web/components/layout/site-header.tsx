import { Menu, Smartphone, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { buttonClasses, ButtonLink } from '../ui/button';
import { ThemeToggle } from './theme-toggle';

const links = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/services', key: 'nav.services', end: false },
  { to: '/devices', key: 'nav.devices', end: false },
  { to: '/blog', key: 'nav.blog', end: false },
  { to: '/about', key: 'nav.about', end: false },
  { to: '/contact', key: 'nav.contact', end: false },
] as const;

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-lg px-3 py-2 font-medium transition-colors hover:bg-muted',
    isActive ? 'text-primary' : 'text-foreground',
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
          <span className="inline-flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Smartphone className="size-5" aria-hidden="true" />
          </span>
          {t('appName')}
        </Link>
        <nav aria-label={t('nav.label')} className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          {/* A wrapper carries the breakpoint: the button's own display class would override it. */}
          <span className="hidden sm:block">
            <ButtonLink to="/auth" variant="outline" size="sm">
              {t('nav.signIn')}
            </ButtonLink>
          </span>
          <button
            type="button"
            className={cn(buttonClasses('ghost', 'icon'), 'md:hidden')}
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
          className="border-t border-border bg-background md:hidden"
        >
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={(s) => cn(navClass(s), 'block py-3 text-lg')}
                  onClick={() => setOpenOn(null)}
                >
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            <li className="pt-2">
              <ButtonLink to="/auth" variant="outline" className="w-full" onClick={() => setOpenOn(null)}>
                {t('nav.signIn')}
              </ButtonLink>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
