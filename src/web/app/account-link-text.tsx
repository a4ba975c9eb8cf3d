import '../locales/load-account';
import type { AccountLink } from '../features/auth/account-links';
import { useTranslation } from '../lib/use-translation';

/** A signed-in person's link in the header, in words (loaded with the account's texts). */
export default function AccountLinkText({ name }: { name: AccountLink['key'] }) {
  const { t } = useTranslation('account');
  return t(`accountMenu.${name}`);
}
