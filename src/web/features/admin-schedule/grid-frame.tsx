import type { ReactNode } from 'react';
import type { ScheduleTechnician } from '@shared/contracts/admin-schedule';
import { useTranslation } from '../../lib/use-translation';
import { colourOf } from './schedule-model';

// What the day and the week grids share: a scrolling region named by its caption, the technicians
// as row headings with their colour, and the greyed look of a cell nobody works.

/** Cell classes of a window or date the technician does not work (leave or off). */
export const GREYED_CELL =
  'bg-muted/70 [background-image:repeating-linear-gradient(135deg,transparent_0_8px,var(--border)_8px_9px)]';

interface GridFrameProps {
  caption: string;
  /** The column headings after the technicians' one, each a `<th scope="col">`. */
  headings: ReactNode;
  /** The rows, each a `<tr>`. */
  children: ReactNode;
}

/** The table of technicians × windows or dates, scrolling sideways in a region the keyboard reaches. */
export function GridFrame({ caption, headings, children }: GridFrameProps) {
  const { t } = useTranslation('adminSchedule');
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-max border-separate border-spacing-0 text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 border-r border-b border-border bg-muted px-2 py-2 text-sm font-semibold sm:px-3"
            >
              {t('technician')}
            </th>
            {headings}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A technician's row heading: their colour (as on the map), name, and what the grid adds below. */
export function TechnicianHeading({
  team,
  technician,
  detail,
}: {
  team: readonly ScheduleTechnician[];
  technician: ScheduleTechnician;
  detail?: ReactNode;
}) {
  return (
    <th
      scope="row"
      className="sticky left-0 z-10 w-32 max-w-32 border-r border-b border-border bg-card px-2 py-2 align-top text-sm sm:w-40 sm:max-w-40 sm:px-3 sm:text-base"
    >
      <span className="flex items-start gap-2">
        <span
          aria-hidden="true"
          className="mt-1.5 size-3 shrink-0 rounded-full"
          style={{ backgroundColor: colourOf(team, technician.id) }}
        />
        <span className="min-w-0">{technician.name}</span>
      </span>
      {detail ? <span className="mt-1 block text-xs font-normal text-muted-foreground">{detail}</span> : null}
    </th>
  );
}
