import type { ExternalToast, toast as sonnerToast } from 'sonner';

// Every toast of the web goes through here (decision 016). A toast belongs to the page it was shown
// on: the next route change clears it (app/toasts-on-navigation.tsx), unless it explains that very
// route change ('Access Denied' on the way home, 'Signed out', 'Booking Successful!').
//
// The toast library is not part of the first page load (decision 021): the app shell mounts the toast
// region (app/toast-region.tsx, which loads it) on the first key or pointer press, or when a toast is
// asked for before that. Until the region is ready, toasts and route changes wait here, in order.

type Sonner = typeof sonnerToast;
/** Sonner's toast function once the region listens; until then, what waits for it. */
let sonner: Sonner | undefined;
const waiting: ((ready: Sonner) => void)[] = [];
let regionWanted = false;
const regionListeners = new Set<() => void>();

/** Asks the app shell for the toast region (and so for the library), once. */
export function requestToastRegion() {
  if (regionWanted) return;
  regionWanted = true;
  for (const listener of regionListeners) listener();
}

/** For the app shell (useSyncExternalStore): whether the toast region is wanted yet. */
export const toastRegionWanted = () => regionWanted;
export function subscribeToToastRegion(listener: () => void) {
  regionListeners.add(listener);
  return () => regionListeners.delete(listener);
}

/** The region's Toaster listens: what waited is shown (and settled) now, in the order it came. */
export function toastRegionReady(ready: Sonner) {
  sonner = ready;
  for (const run of waiting.splice(0)) run(ready);
}

function withSonner(run: (ready: Sonner) => void) {
  if (sonner) run(sonner);
  else {
    waiting.push(run);
    requestToastRegion();
  }
}

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

type Title = Parameters<Sonner['success']>[0];
type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';

/** The toast on screen for each message id. */
const onScreenFor = new Map<string, string>();
/** Toasts (sonner's ids) that explain a navigation, and whether it has happened yet. */
const explaining = new Map<string | number, 'before' | 'after'>();
let shown = 0;

/** Shows a toast (at once, or when the region is ready); answers its id on screen. */
function show(kind: Kind, title: Title, { id, explainsNavigation = false, ...options }: ToastOptions) {
  const toastId = `${id}:${++shown}`;
  withSonner((ready) => {
    // A new toast in place of the old one rather than an update of it: sonner would keep the old one's
    // remaining time (a fresh message could vanish at once), and screen readers announce a new toast.
    const previous = onScreenFor.get(id);
    if (previous !== undefined) ready.dismiss(previous);
    onScreenFor.set(id, toastId);
    if (explainsNavigation) explaining.set(toastId, 'before');
    (kind === 'message' ? ready : ready[kind])(title, { ...options, id: toastId });
  });
  return toastId;
}

/** The app's toasts: sonner's, with an id required and a way to outlive the navigation they explain. */
export const toast = Object.assign((title: Title, options: ToastOptions) => show('message', title, options), {
  success: (title: Title, options: ToastOptions) => show('success', title, options),
  error: (title: Title, options: ToastOptions) => show('error', title, options),
  info: (title: Title, options: ToastOptions) => show('info', title, options),
  warning: (title: Title, options: ToastOptions) => show('warning', title, options),
  /** The toast of this message id; without one, every toast on screen. */
  dismiss: (id?: string) => {
    // Nothing was ever shown: nothing to dismiss, and no reason to load the library.
    if (!sonner && waiting.length === 0) return;
    withSonner((ready) => {
      if (id === undefined) ready.dismiss();
      else if (onScreenFor.has(id)) ready.dismiss(onScreenFor.get(id));
    });
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
export function settleToastsAfterRouteChange(change: RouteChange) {
  // Before any toast was asked for, none is on screen; toasts still waiting settle after they show.
  if (!sonner && waiting.length === 0) return;
  withSonner((ready) => settle(ready, change));
}

function settle(ready: Sonner, { newPage, redirect }: RouteChange) {
  const onScreen = new Set<string | number>();
  for (const { id } of ready.getToasts()) {
    onScreen.add(id);
    const stage = explaining.get(id);
    if (stage === 'before') explaining.set(id, 'after');
    else if (!newPage || (stage === 'after' && redirect)) continue;
    else {
      explaining.delete(id);
      ready.dismiss(id);
    }
  }
  for (const id of explaining.keys()) if (!onScreen.has(id)) explaining.delete(id);
}
