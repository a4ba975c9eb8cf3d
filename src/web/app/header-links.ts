import { useEffect } from 'react';
import { accountLinksFor, adminLinks, technicianLinks } from '../features/auth/account-links';
import type { AccountLink } from '../features/auth/account-links';
import { cn } from '../lib/cn';
import { useSession } from '../lib/use-session';
import { useTranslation } from '../lib/use-translation';

export interface NavItem {
  to: string;
  label: string;
  end: boolean;
}

/** Which part of the site a page belongs to: the header's links and the footer differ by area. */
export type SiteArea = 'public' | 'admin' | 'technician';

export function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-lg px-3 py-2 font-medium whitespace-nowrap transition-colors hover:bg-muted',
    isActive ? 'text-primary' : 'text-foreground',
  );
}

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

/**
 * The header's links: a staff area's own (once their words are here), everywhere else the site's;
 * and the signed-in person's account links the menu adds.
 */
export function useHeaderLinks(area: SiteArea): { links: NavItem[]; accountLinks: NavItem[] } {
  // Not the account namespace: only signed-in people download it (useAccountWords).
  const { t, i18n } = useTranslation();
  const { user, roles, isAdmin } = useSession();
  const staffArea = area === 'technician' || (area === 'admin' && isAdmin);
  const accountWords = useAccountWords(Boolean(user) || staffArea);
  const accountLinkText = (key: AccountLink['key']) => i18n.t(`account:accountMenu.${key}`);
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
  const accountLinks =
    user && accountWords
      ? accountLinksFor(roles)
          .filter((l) => !links.some((n) => n.to === l.to))
          .map((l) => ({ to: l.to, label: accountLinkText(l.key), end: true }))
      : [];
  return { links, accountLinks };
}
