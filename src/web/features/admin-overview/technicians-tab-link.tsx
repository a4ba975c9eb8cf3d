import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button';

/**
 * A link to the Technicians tab of this desk (the open tab lives in the address, ?tab=technicians).
 * The link itself leaves with the overview, so focus moves to the tab now open, not to the page's top.
 */
export function TechniciansTabLink({ children }: { children: ReactNode }) {
  const focusOpenTab = () =>
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
  return (
    <ButtonLink to={{ search: '?tab=technicians' }} variant="outline" size="sm" onClick={focusOpenTab}>
      {children}
      <ChevronRight aria-hidden="true" className="size-4" />
    </ButtonLink>
  );
}
