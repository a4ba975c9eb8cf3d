interface Step {
  title: string;
  text: string;
}

/** Steps in order with a round number each: what happens after a booking. */
export function NumberedSteps({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={className ?? 'mt-4 space-y-4'}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-3">
          <span
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <span>
            <span className="block font-bold">{step.title}</span>
            <span className="block text-muted-foreground">{step.text}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
