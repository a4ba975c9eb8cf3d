// @vitest-environment jsdom
// A component that waits for its texts (useTranslation suspends with React's `use`, decision 045) and
// has hooks after that wait: React takes the render up again where it waited once the texts are here,
// and that must not throw (React would then render the whole page again and report error 520).
import { startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { useTranslation } from './use-translation';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function SignOutText() {
  const { t } = useTranslation('auth');
  // A hook after the wait, as every component that reads its texts first has.
  const [pressed] = useState(false);
  return <p>{pressed ? '' : t('prompt.button')}</p>;
}

it('a component mounting while its namespace downloads renders once the texts arrive, without an error', async () => {
  expect(i18n.hasResourceBundle('en', 'auth')).toBe(false);
  const container = document.createElement('div');
  document.body.append(container);
  const recovered: unknown[] = [];
  // React's development build says so when a component calls `use` fewer times than before; its
  // production build throws (error 467) and reports the whole page drawn again (error 520).
  const warnings = vi.spyOn(console, 'error');
  cleanups.push(() => warnings.mockRestore());
  const root = createRoot(container, {
    onRecoverableError: (error) => recovered.push((error as { cause?: unknown }).cause ?? error),
  });
  cleanups.push(() => (root.unmount(), container.remove()));
  // As the app starts (main.tsx): in a transition, on React's own scheduler. Under act() React does not
  // take the waiting component up again where it waited, and the fault would not show.
  startTransition(() => root.render(<SignOutText />));
  await vi.waitFor(() => expect(container.textContent).toBe('Sign In'));
  expect(recovered).toEqual([]);
  expect(warnings.mock.calls.map((call) => String(call[0]))).toEqual([]);
});
