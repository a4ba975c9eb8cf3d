import { toast as sonner } from 'sonner';
import type { ExternalToast } from 'sonner';

// Every toast of the web goes through here (decision 016). A toast belongs to the page it was shown
// on: the next route change clears it (app/toasts-on-navigation.tsx), unless it explains that very
// route change ('Access Denied' on the way home, 'Signed out', 'Booking Successful!').

export interface ToastOptions extends Omit<ExternalToast, 'id'> {
  /**
   * The message's stable name ('technician-login', 'profile-save'): showing it again replaces the
   * toast on screen instead of stacking a second one.
   */
  id: string;
  /**
   * This toast explains the route change that follows it: it stays through that change, and through
   * the redirects straight after it, and the next change of page clears it.
   */
  explainsNavigation?: boolean;
}

type Title = Parameters<typeof sonner.success>[0];
type Show = (title: Title, data?: ExternalToast) => string | number;

/** The toast on screen for each message id. */
const onScreenFor = new Map<string, string>();
/** Toasts (sonner's ids) that explain a navigation, and whether it has happened yet. */
const explaining = new Map<string | number, 'before' | 'after'>();
let shown = 0;

function show(kind: Show, title: Title, { id, explainsNavigation = false, ...options }: ToastOptions) {
  // A new toast in place of the old one rather than an update of it: sonner would keep the old one's
  // remaining time (a fresh message could vanish at once), and screen readers announce a new toast.
  const previous = onScreenFor.get(id);
  if (previous !== undefined) sonner.dismiss(previous);
  const toastId = `${id}:${++shown}`;
  onScreenFor.set(id, toastId);
  if (explainsNavigation) explaining.set(toastId, 'before');
  return kind(title, { ...options, id: toastId });
}

/** The app's toasts: sonner's, with an id required and a way to outlive the navigation they explain. */
export const toast = Object.assign((title: Title, options: ToastOptions) => show(sonner, title, options), {
  success: (title: Title, options: ToastOptions) => show(sonner.success, title, options),
  error: (title: Title, options: ToastOptions) => show(sonner.error, title, options),
  info: (title: Title, options: ToastOptions) => show(sonner.info, title, options),
  warning: (title: Title, options: ToastOptions) => show(sonner.warning, title, options),
  /** The toast of this message id; without one, every toast on screen. */
  dismiss: (id?: string) => {
    if (id === undefined) sonner.dismiss();
    else if (onScreenFor.has(id)) sonner.dismiss(onScreenFor.get(id));
  },
});

export interface RouteChange {
  /** Another page (path), not only other search parameters or hash on the same one. */
  newPage: boolean;
  /** A replace navigation: a redirect (`<Navigate replace>`, `navigate(to, { replace: true })`). */
  redirect: boolean;
}

/**
 * Settles the toasts on screen after a route change. A new page clears the old page's toasts. A toast
 * that explains a navigation stays through the first route change after it was shown and through the
 * redirects that follow it at once (/admin → / → /technician/dashboard); the next new page clears it.
 */
export function settleToastsAfterRouteChange({ newPage, redirect }: RouteChange) {
  const onScreen = new Set<string | number>();
  for (const { id } of sonner.getToasts()) {
    onScreen.add(id);
    const stage = explaining.get(id);
    if (stage === 'before') explaining.set(id, 'after');
    else if (!newPage || (stage === 'after' && redirect)) continue;
    else {
      explaining.delete(id);
      sonner.dismiss(id);
    }
  }
  for (const id of explaining.keys()) if (!onScreen.has(id)) explaining.delete(id);
}
