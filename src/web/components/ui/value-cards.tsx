import { HeartHandshake, Scale, ShieldCheck, Wrench } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card } from './card';

// The company's four values as cards (SPEC section 2: Trust, Honesty, Expertise, Customer Care), for
// /about and /technician/about, each with its own words.

// Keyed by the catalogue's value keys (the same in every language, held by the catalogue's check).
const icons: Record<string, LucideIcon | undefined> = {
  trust: ShieldCheck,
  honesty: Scale,
  expertise: Wrench,
  care: HeartHandshake,
};

export interface ValueCard {
  key: string;
  title: string;
  text: string;
}

export function ValueCards({ values }: { values: readonly ValueCard[] }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
      {values.map((value) => {
        const Icon = icons[value.key] ?? ShieldCheck;
        return (
          <li key={value.key}>
            <Card className="h-full p-5">
              <Icon className="size-8 text-primary" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-bold">{value.title}</h3>
              <p className="mt-1">{value.text}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
