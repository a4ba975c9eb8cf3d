import { useId } from 'react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One titled part of the booking form: a card whose fields sit two to a row on wider screens. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
      </section>
    </Card>
  );
}
