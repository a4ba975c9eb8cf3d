import * as RadixAlert from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useReturnFocus } from './use-return-focus';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The action is running: the confirm button says so and both wait. */
  busy?: boolean;
  busyLabel?: string;
}

/**
 * A question before something that cannot be undone (deleting a booking or a message). Focus starts
 * on Cancel, so Enter pressed by habit does not delete.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  busyLabel,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixAlert.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <RadixAlert.Portal>
        <RadixAlert.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <RadixAlert.Content
          {...returnFocus}
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 shadow-xl"
        >
          <RadixAlert.Title className="text-xl font-bold">{title}</RadixAlert.Title>
          <RadixAlert.Description className="mt-2 text-muted-foreground">
            {description}
          </RadixAlert.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <RadixAlert.Close asChild>
              <Button variant="outline" disabled={busy} autoFocus>
                {cancelLabel}
              </Button>
            </RadixAlert.Close>
            <Button variant="danger" disabled={busy} onClick={onConfirm}>
              {busy && busyLabel ? busyLabel : confirmLabel}
            </Button>
          </div>
        </RadixAlert.Content>
      </RadixAlert.Portal>
    </RadixAlert.Root>
  );
}
