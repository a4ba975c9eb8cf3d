import type { EstimateView } from '@shared/contracts/door';
import { formatRupees } from '@shared/money';
import { useRepairWords } from '../../lib/repair-words';

/**
 * A revised estimate's difference line by line (decision 056): what it adds and what it takes off,
 * each with its price, in the reader's language. `say` gives the line's words ('Added: {repair},
 * {amount}'), from whichever catalogue the page reads.
 */
export function EstimateDifference({
  estimate,
  say,
}: {
  estimate: Pick<EstimateView, 'added' | 'removed'>;
  say: (key: 'added' | 'removed', values: { repair: string; amount: string }) => string;
}) {
  const inLanguage = useRepairWords();
  const line = (key: 'added' | 'removed', service: EstimateView['added'][number]) => (
    <li
      key={`${key}-${service.id}`}
      className={key === 'added' ? 'font-semibold' : 'text-muted-foreground line-through decoration-1'}
    >
      {say(key, { repair: inLanguage(service).name, amount: formatRupees(service.priceAmount) })}
    </li>
  );
  return (
    <ul className="space-y-1">
      {estimate.added.map((service) => line('added', service))}
      {estimate.removed.map((service) => line('removed', service))}
    </ul>
  );
}
