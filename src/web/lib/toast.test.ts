// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { toast as sonner } from 'sonner';
import { settleToastsAfterRouteChange, toast, toastRegionReady, toastRegionWanted } from './toast';

/** The titles of the toasts on screen. */
const onScreen = () => sonner.getToasts().map((shown) => ('title' in shown ? shown.title : undefined));

const newPage = { newPage: true, redirect: false };
const redirect = { newPage: true, redirect: true };
const samePage = { newPage: false, redirect: false };

afterEach(() => {
  sonner.dismiss();
});

describe('toast', () => {
  // Runs first: until the region is ready (app/toast-region.tsx), nothing reaches the library.
  it('keeps toasts and route changes until the toast region is ready, then applies them in order', () => {
    settleToastsAfterRouteChange(newPage);
    expect(toastRegionWanted()).toBe(false);
    toast.success('Glad it worked!', { id: 'quick-fix' });
    toast.error('Access Denied', { id: 'access-denied', explainsNavigation: true });
    settleToastsAfterRouteChange(redirect);
    expect(toastRegionWanted()).toBe(true);
    expect(onScreen()).toEqual([]);
    toastRegionReady(sonner);
    expect(onScreen()).toEqual(['Access Denied']);
    settleToastsAfterRouteChange(newPage);
    expect(onScreen()).toEqual([]);
  });

  it('shows a message again in place of the toast it had on screen', () => {
    toast.error('Authentication Failed', { id: 'sign-in' });
    toast.error('Authentication Failed', { id: 'sign-in' });
    toast.success('Glad it worked!', { id: 'quick-fix' });
    expect(onScreen()).toEqual(['Authentication Failed', 'Glad it worked!']);
    toast.dismiss('sign-in');
    expect(onScreen()).toEqual(['Glad it worked!']);
  });

  it('leaves a page’s toasts on it while only its search parameters change', () => {
    toast.success('Profile Updated', { id: 'profile-save' });
    settleToastsAfterRouteChange(samePage);
    expect(onScreen()).toEqual(['Profile Updated']);
    settleToastsAfterRouteChange(newPage);
    expect(onScreen()).toEqual([]);
  });

  it('keeps the toast that explains a navigation through it and its redirects, not further', () => {
    toast.success('Glad it worked!', { id: 'quick-fix' });
    toast.error('Access Denied', { id: 'access-denied', explainsNavigation: true });
    settleToastsAfterRouteChange(redirect); // /technician/dashboard → /
    expect(onScreen()).toEqual(['Access Denied']);
    settleToastsAfterRouteChange(redirect); // / → /dashboard, a redirect straight after
    expect(onScreen()).toEqual(['Access Denied']);
    settleToastsAfterRouteChange(newPage); // the person opens another page
    expect(onScreen()).toEqual([]);
  });

  it('counts a navigation to the same page as the one a toast explains', () => {
    toast.success('Signed out', { id: 'sign-out', explainsNavigation: true });
    settleToastsAfterRouteChange(samePage); // signed out on the home page: navigate('/') again
    settleToastsAfterRouteChange(newPage);
    expect(onScreen()).toEqual([]);
  });

  it('no longer spares a message shown again as an ordinary toast', () => {
    toast.error('Access Denied', { id: 'access-denied', explainsNavigation: true });
    settleToastsAfterRouteChange(newPage);
    toast.error('Access Denied', { id: 'access-denied' });
    settleToastsAfterRouteChange(redirect);
    expect(onScreen()).toEqual([]);
  });
});
