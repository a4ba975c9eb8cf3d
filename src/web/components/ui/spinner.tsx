import { LoaderCircle } from 'lucide-react';

export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center gap-3 py-16 text-muted-foreground"
    >
      <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
