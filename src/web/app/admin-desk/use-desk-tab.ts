import { useSearchParams } from 'react-router';

// The open tab lives in the address (?tab=bookings), so a reload or a shared link opens the same tab,
// and Back returns to the tab before.

export function useDeskTab<T extends string>(tabs: readonly T[], fallback: T) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((candidate) => candidate === asked) ?? fallback;
  const setTab = (next: T, extra: Record<string, string> = {}) => {
    // Tabs report a choice on press and again on focus: the second must not add a history entry.
    const now = new URLSearchParams(window.location.search);
    if (now.get('tab') === next && Object.entries(extra).every(([key, value]) => now.get(key) === value))
      return;
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', next);
      // Another tab's own parameters (a search, a booking to show) do not carry over.
      for (const key of [...updated.keys()]) if (key !== 'tab') updated.delete(key);
      for (const [key, value] of Object.entries(extra)) updated.set(key, value);
      return updated;
    });
  };
  return [tab, setTab] as const;
}
