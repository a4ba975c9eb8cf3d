import {
  Battery,
  Camera,
  Droplet,
  Headphones,
  Laptop,
  Mic,
  Monitor,
  Settings,
  Smartphone,
  Speaker,
  Tablet,
  Watch,
} from 'lucide-react';
import type { LucideIcon, LucideProps } from 'lucide-react';

// The catalogue stores lucide icon names; only these are bundled, others fall back to Settings.
const icons: Record<string, LucideIcon> = {
  Battery,
  Camera,
  Droplet,
  Headphones,
  Laptop,
  Mic,
  Monitor,
  Settings,
  Smartphone,
  Speaker,
  Tablet,
  Watch,
};

export function ServiceIcon({ name, ...props }: LucideProps & { name: string }) {
  const Icon = icons[name] ?? Settings;
  return <Icon aria-hidden="true" {...props} />;
}
