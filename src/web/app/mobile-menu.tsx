import { lazy, Suspense } from 'react';
import { ButtonLink } from '../components/ui/button';
import { NavLink } from '../components/ui/link';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/use-translation';
import { navClass } from './header-links';
import type { NavItem } from './header-links';

// Signing out loads only for signed-in people.
const MenuSignOutButton = lazy(() => import('../features/auth/components/menu-sign-out-button'));

/** The header's menu on a narrow screen: every link, then signing in or out. */
export function MobileMenu({
  links,
  container,
  signedIn,
  signInPath,
  onClose,
}: {
  links: NavItem[];
  container: string;
  signedIn: boolean;
  signInPath: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['common', 'account']);
  return (
    <nav
      id="mobile-menu"
      aria-label={t('nav.label')}
      className="border-t border-border bg-background lg:hidden"
    >
      <ul className={`mx-auto flex flex-col gap-1 px-3 py-3 sm:px-4 ${container}`}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={(s) => cn(navClass(s), 'block py-3 text-lg')}
              onClick={onClose}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        <li className="pt-2">
          {signedIn ? (
            <Suspense fallback={null}>
              <MenuSignOutButton onChoose={onClose} />
            </Suspense>
          ) : (
            <ButtonLink to={signInPath} variant="outline" className="w-full" onClick={onClose}>
              {t('nav.signIn')}
            </ButtonLink>
          )}
        </li>
      </ul>
    </nav>
  );
}
