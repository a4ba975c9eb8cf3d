import type { ReactNode } from 'react';

/** The readable column of a content page: a heading, a lead paragraph, then the page's sections. */
export function ContentLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-4 text-lg text-muted-foreground">{intro}</p> : null}
      <div className="mt-8 space-y-8">{children}</div>
    </article>
  );
}
