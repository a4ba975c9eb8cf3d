import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import { buttonClasses } from '../../../components/ui/button';
import { accountLinksFor, displayNameOf } from '../account-links';
import { useSession } from '../../../lib/use-session';
import { useSignOut } from '../use-sign-out';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 outline-none select-none data-[highlighted]:bg-muted';

/** The signed-in person's menu in the header (loaded only for signed-in people). */
export default function AccountMenu() {
  const { t } = useTranslation('account');
  const { user, roles } = useSession();
  const signOut = useSignOut();
  if (!user) return null;
  const name = displayNameOf(user);
  return (
    <Menu.Root modal={false}>
      {/* Named by what it shows (the person's name) and then what it is: a spoken command can use
          the name seen on screen (WCAG 2.5.3). */}
      <Menu.Trigger className={buttonClasses('outline', 'sm', 'max-w-[14rem]')}>
        <UserRound className="size-5 shrink-0" aria-hidden="true" />
        <span className="truncate">{name}</span> <span className="sr-only">{t('accountMenu.account')}</span>
        <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
      </Menu.Trigger>
      {/* In the header itself (no portal): the open menu belongs to the page's banner landmark. */}
      <Menu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-56 rounded-xl border border-border bg-card p-1 text-foreground shadow-lg"
      >
        <Menu.Label className="px-3 py-2 text-sm text-muted-foreground">
          {t('accountMenu.signedInAs')} <span className="font-semibold text-foreground">{name}</span>
        </Menu.Label>
        <Menu.Separator className="my-1 h-px bg-border" />
        {accountLinksFor(roles).map((link) => (
          <Menu.Item key={link.key} asChild className={itemClass}>
            <Link to={link.to}>{t(`accountMenu.${link.key}`)}</Link>
          </Menu.Item>
        ))}
        <Menu.Separator className="my-1 h-px bg-border" />
        <Menu.Item className={itemClass} disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut className="size-4" aria-hidden="true" />
          {t('accountMenu.signOut')}
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}
