import type { ReactNode } from 'react';

/** A technician page's column: narrow enough to read on a phone, a heading, a lead line, then sections. */
export function TechnicianPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{intro}</p>
      <div className="mt-8 space-y-6">{children}</div>
    </article>
  );
}
