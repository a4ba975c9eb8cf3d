import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface TabsProps<T extends string> {
  value: T;
  onValueChange: (value: T) => void;
  label: string;
  tabs: readonly { value: T; label: string; content: ReactNode }[];
  className?: string;
}

/** Keyboard-accessible tabs (arrow keys move between them). */
export function Tabs<T extends string>({ value, onValueChange, label, tabs, className }: TabsProps<T>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(v) => onValueChange(v as T)} className={className}>
      <RadixTabs.List
        aria-label={label}
        className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-muted p-1"
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              'min-h-11 rounded-lg px-3 font-semibold text-muted-foreground transition-colors',
              'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
            )}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        // Kept mounted so a half-finished form survives a look at another tab.
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          className="pt-4 data-[state=inactive]:hidden"
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
