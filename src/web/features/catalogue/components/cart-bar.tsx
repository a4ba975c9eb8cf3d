import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatRupees } from '@shared/money';
import { Button } from '../../../components/ui/button';
import { liftToastsAbove } from '../../../lib/floating-bar';
import { scrollBehavior } from '../../../lib/motion';

/**
 * 'Add to Cart (n)': a bar across the bottom of the screen that takes the customer to the summary and
 * its Proceed button. Its height is reserved at the bottom of the page's scroll area, so that a card
 * brought into view (by keyboard focus or a jump) is never left underneath it, and it sits below
 * dialogs and their dimmed backdrop (z-30 against their z-50); toasts rise above it. Sticky, not fixed: at the end of the
 * page it comes to rest above the footer instead of covering it.
 */
export function CartBar({
  count,
  total,
  summaryRef,
}: {
  count: number;
  total: number;
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation('devices');
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const reserve = () => {
      root.style.scrollPaddingBottom = `${bar.offsetHeight + 16}px`;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(bar);
    const stopLiftingToasts = liftToastsAbove(bar);
    return () => {
      observer.disconnect();
      stopLiftingToasts?.();
      root.style.scrollPaddingBottom = '';
    };
  }, []);

  return (
    <div
      ref={barRef}
      className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-border bg-card/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.12)] backdrop-blur sm:mx-0 sm:rounded-t-2xl sm:border-x"
      data-testid="cart-bar"
    >
      <div className="flex items-center justify-end gap-4">
        <p className="hidden text-muted-foreground sm:block">{t('device.cartHint')}</p>
        <Button
          size="lg"
          className="w-full sm:w-auto"
          onClick={() => {
            summaryRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
            summaryRef.current?.focus({ preventScroll: true });
          }}
        >
          <ShoppingCart className="size-5" aria-hidden="true" />
          {t('device.addToCart', { count })}
          <span className="font-normal">· {formatRupees(total)}</span>
        </Button>
      </div>
    </div>
  );
}
