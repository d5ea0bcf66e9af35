import {
  Brush,
  Droplets,
  Flower2,
  Hand,
  House,
  Leaf,
  Palette,
  PawPrint,
  Scissors,
  Sparkles,
  Sun,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { cn } from '@/lib/cn';

/**
 * Categories carry an emoji (the API's `icon`), but a system without an emoji font draws it as an empty box: the
 * app shows the matching icon of its own set instead, and a generic one for an emoji it does not know.
 */
const BY_EMOJI: Readonly<Record<string, LucideIcon>> = {
  '☀': Sun,
  '✂': Scissors,
  '✨': Sparkles,
  '🌿': Leaf,
  '🎨': Palette,
  '🏠': House,
  '🐾': PawPrint,
  '💄': Brush,
  '💅': Hand,
  '💆': Flower2,
  '💇‍♀': Scissors,
  '💇': Scissors,
  '💈': Scissors,
  '🧴': Droplets,
};

/** The icon component for a category emoji (variation selectors ignored). */
export function categoryIconFor(emoji: string | null | undefined): LucideIcon {
  const key = (emoji ?? '').replace(/\uFE0F/g, '').trim();
  return BY_EMOJI[key] ?? Sparkles;
}

export function CategoryIcon({ icon, className }: { icon: string | null | undefined; className?: string }) {
  return createElement(categoryIconFor(icon), {
    'aria-hidden': true,
    focusable: false,
    className: cn('size-5 shrink-0', className),
  });
}
