import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import * as heartModule from 'lucide-react/dist/esm/icons/heart.mjs';
import * as alertModule from 'lucide-react/dist/esm/icons/circle-exclamation-point.mjs';
import createLucideIcon, { type IconData, type IconProps } from './lucide-icon';

/** The icon data lucide-react's icon module exports next to its component (not in its type declarations). */
function iconData(module: object): IconData {
  const data: unknown = '__iconData' in module ? module.__iconData : undefined;
  if (typeof data !== 'object' || data === null || !('node' in data) || !Array.isArray(data.node))
    throw new Error('lucide-react icon module without __iconData');
  return { ...data, node: data.node };
}

// The server renders lucide-react's own icons, the browser this factory (build/lucide-direct.ts): the markup must
// be the same, or hydration would not match.
const cases: [string, IconProps][] = [
  ['no props', {}],
  ['class and aria-hidden', { className: 'size-5 text-gray-700', 'aria-hidden': 'true' }],
  ['an accessible name', { 'aria-label': 'Uyarı', role: 'img' }],
  ['size, colour and stroke', { size: 16, color: 'red', strokeWidth: 2.25 }],
  ['absolute stroke width', { size: 48, absoluteStrokeWidth: true }],
  ['duplicate classes', { className: 'lucide  lucide-heart x' }],
];

describe('the local lucide icon factory', () => {
  const pairs: [string, ComponentType<IconProps>, ComponentType<IconProps>][] = [
    ['heart', heartModule.default, createLucideIcon(iconData(heartModule))],
    ['icon with aliases', alertModule.default, createLucideIcon(iconData(alertModule))],
  ];
  it.each(
    pairs.flatMap(([icon, Real, Local]) =>
      cases.map(([name, props]) => [icon, name, Real, Local, props] as const),
    ),
  )('%s, %s: the same markup as lucide-react', (_icon, _name, Real, Local, props) => {
    expect(renderToStaticMarkup(<Local {...props} />)).toBe(renderToStaticMarkup(<Real {...props} />));
  });
});
