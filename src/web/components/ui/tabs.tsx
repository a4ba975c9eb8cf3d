import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface TabsProps<T extends string> {
  value: T;
  onValueChange: (value: T) => void;
  label: string;
  tabs: readonly { value: T; label: string; content: ReactNode }[];
  className?: string;
  /** Many tabs: one scrolling row on narrow screens instead of equal columns. */
  scrollable?: boolean;
  /** Keep hidden tabs mounted (a half-filled form survives); false loads a tab only when opened. */
  keepMounted?: boolean;
}

/** Keyboard-accessible tabs (arrow keys move between them). */
export function Tabs<T extends string>({
  value,
  onValueChange,
  label,
  tabs,
  className,
  scrollable = false,
  keepMounted = true,
}: TabsProps<T>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(v) => onValueChange(v as T)} className={className}>
      <RadixTabs.List
        aria-label={label}
        className={cn(
          'gap-1 rounded-xl bg-muted p-1',
          scrollable ? 'relative flex overflow-x-auto' : 'grid auto-cols-fr grid-flow-col',
        )}
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              'min-h-11 rounded-lg px-3 font-semibold text-muted-foreground transition-colors',
              scrollable && 'shrink-0 whitespace-nowrap',
              'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
            )}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        // Kept mounted (by default) so a half-finished form survives a look at another tab.
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          {...(keepMounted ? { forceMount: true as const } : {})}
          className="pt-4 data-[state=inactive]:hidden"
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
