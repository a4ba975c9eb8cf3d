import { useEffect } from 'react';
import { useTranslation } from '../lib/use-translation';
import { toast, Toaster } from 'sonner';
import { useTheme } from '../features/theme/theme-context';
import { toastRegionReady } from '../lib/toast';

/**
 * A moment for the region to reach the accessibility tree before the first toast: a live region that
 * appears with its message already in it is often not announced.
 */
const SETTLE_MS = 100;

/**
 * The toasts' region, loaded with the toast library when the first toast is near (lib/toast.ts). The
 * toasts' rule (decision 016), shown through src/web/lib/toast.ts:
 * - A field error is shown inline, under its field; the submit gets at most one summary toast.
 *   A refusal that is not about a field (network, a rule of the server) is one toast. Each
 *   toast has a stable id, so the same message again replaces it instead of piling up.
 * - Bottom right on wider screens, where no page puts its h1; across the bottom on phones, above
 *   the safe area and above a floating bar (--floating-bar-height, lib/floating-bar.ts).
 * - A route change clears them, except the toast that explains that change
 *   (`explainsNavigation`: 'Access Denied', 'Signed out', 'Booking Successful!').
 * - Colours with 4.5:1 contrast in both themes: styles.css, not sonner's own rich colours.
 */
export default function ToastRegion() {
  const { t } = useTranslation();
  const { theme } = useTheme();
  // The Toaster (a child) listens from its own effect, which runs before this one.
  useEffect(() => {
    const timer = setTimeout(() => toastRegionReady(toast), SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Toaster
      richColors
      closeButton
      position="bottom-right"
      offset={{ bottom: 'calc(24px + var(--floating-bar-height, 0px))', right: 24 }}
      mobileOffset={{
        bottom: 'calc(16px + env(safe-area-inset-bottom, 0px) + var(--floating-bar-height, 0px))',
        left: 16,
        right: 16,
      }}
      theme={theme}
      containerAriaLabel={t('toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}
