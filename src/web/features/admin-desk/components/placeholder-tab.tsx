import { Construction } from 'lucide-react';
import { Card } from '../../../components/ui/card';

/** A tab whose screens come in a later release: says what will be here. */
export function PlaceholderTab({ title, text, detail }: { title: string; text: string; detail?: string }) {
  return (
    <Card className="flex flex-col items-start gap-2 p-6">
      <Construction className="size-8 text-accent" aria-hidden="true" />
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="text-muted-foreground">{text}</p>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
    </Card>
  );
}
