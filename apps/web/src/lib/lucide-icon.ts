import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/**
 * A small stand-in for lucide-react's icon factory (issue 17: ~1.7 KB gzip on every page). The browser build points
 * each icon module's `import createLucideIcon from '../createLucideIcon.mjs'` here (build/lucide-direct.ts); the
 * server keeps lucide-react's own, so this must render the same `<svg>`: the same attributes and classes
 * ('lucide lucide-<name> lucide-<alias>… <className>'), `aria-hidden="true"` unless the icon has children or an
 * aria-*, role or title prop. It covers the props the app uses (className, size, width, height, color,
 * strokeWidth, absoluteStrokeWidth and SVG attributes); lucide's context provider is not used by the app.
 */

type IconNode = readonly (readonly [string, Readonly<Record<string, string | number>>])[];

export interface IconData {
  name?: string;
  size?: number;
  node: IconNode;
  aliases?: readonly unknown[];
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
}

const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (key) => (key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null,
  );

const mergeClasses = (...classes: (string | undefined)[]) =>
  [...new Set(classes.flatMap((c) => (typeof c === 'string' ? c.split(/\s+/) : [])).filter(Boolean))].join(
    ' ',
  );

export default function createLucideIcon(icon: IconData) {
  const base = icon.size ?? 24;
  const iconClasses = [
    'lucide',
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? [])
      .filter((alias): alias is string => typeof alias === 'string' && alias.trim() !== '')
      .map((alias) => `lucide-${alias}`),
  ];
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { color, size, width, height, strokeWidth, absoluteStrokeWidth, className = '', children, ...rest },
    ref,
  ) {
    const stroke = strokeWidth ?? 2;
    const className_ = mergeClasses(...iconClasses, ...className.split(' '));
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: width ?? size ?? 24,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${base} ${base}`,
        fill: 'none',
        stroke: color ?? 'currentColor',
        strokeWidth: absoluteStrokeWidth ? (Number(stroke) * base) / Number(width ?? size ?? 24) : stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...(className_ ? { className: className_ } : {}),
        ...(children || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      [
        ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
        ...(Array.isArray(children) ? children : [children]),
      ],
    );
  });
}
