import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CursorList } from '../../lib/use-cursor-list';
import { useTranslation } from '../../lib/use-translation';
import { Button } from './button';

/** The page number with Previous and Next, when the list has more than one page. */
export function DataTablePager<Row>({ list, label }: { list: CursorList<Row>; label: string }) {
  const { t } = useTranslation(['table', 'common']);
  if (!list.hasPrevious && !list.hasNext) return null;
  return (
    <nav className="flex flex-wrap items-center justify-end gap-2" aria-label={label}>
      <span className="mr-2 whitespace-nowrap text-muted-foreground">
        {t('page', { page: list.pageNumber })}
      </span>
      <Button
        variant="outline"
        size="sm"
        className="whitespace-nowrap"
        onClick={() => list.previous()}
        disabled={!list.hasPrevious}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('previous')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="whitespace-nowrap"
        onClick={() => list.next()}
        disabled={!list.hasNext}
      >
        {t('next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
