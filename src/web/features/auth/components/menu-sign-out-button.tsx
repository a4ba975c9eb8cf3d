import { LogOut } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { buttonClasses } from '../../../components/ui/button';
import { useSignOut } from '../use-sign-out';

/** The phone menu's 'Sign Out': loaded only for signed-in people, with what signing out needs. */
export default function MenuSignOutButton({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  return (
    <button
      type="button"
      className={buttonClasses('outline', 'md', 'w-full')}
      disabled={signOut.isPending}
      onClick={() => {
        onChoose();
        signOut.mutate();
      }}
    >
      <LogOut className="size-5" aria-hidden="true" />
      {t('accountMenu.signOut')}
    </button>
  );
}
