import { createElement } from 'react';
import type { ReactNode, Ref, SVGProps } from 'react';

// How the app draws lucide's icons, in place of lucide-react's own `createLucideIcon`, which the
// build points here (vite.config.ts). lucide-react's version builds icons for several frameworks
// and carries a context provider; with it every page loaded 1.5 KB gzipped for its icons, this one
// is a few hundred bytes (decision 026). The markup is lucide's: the same attributes, the classes
// `lucide lucide-{name}` (not the old names' classes, which nothing here styles), and aria-hidden
// unless the icon is given a label. Every lucide icon is drawn on a 24-unit grid.

type IconNode = readonly (readonly [string, Record<string, string | number>])[];

interface IconData {
  name: string;
  node: IconNode;
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  ref?: Ref<SVGSVGElement>;
  children?: ReactNode;
}

function isLabelled(props: Record<string, unknown>): boolean {
  return Object.keys(props).some(
    (prop) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null,
  );
}

export default function createLucideIcon(icon: IconData) {
  const classes = ['lucide', `lucide-${icon.name}`];
  return function LucideIcon({
    size = 24,
    color = 'currentColor',
    strokeWidth = 2,
    absoluteStrokeWidth = false,
    className,
    children,
    ...rest
  }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set([...classes, ...(className ?? '').split(/\s+/)])].filter(Boolean).join(' '),
        ...(children != null || isLabelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
