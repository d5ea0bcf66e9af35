import { render } from '@testing-library/react';
import { Droplets, House, PawPrint, Scissors, Sparkles, Sun } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { CategoryIcon, categoryIconFor } from './category-icon';

describe('category icons from the app’s icon set, never an emoji', () => {
  it.each([
    ['✂️', Scissors],
    ['✂', Scissors],
    ['💇‍♀️', Scissors],
    ['☀️', Sun],
    ['🏠', House],
    ['🐾', PawPrint],
    ['🧴', Droplets],
    ['🦄', Sparkles],
    [null, Sparkles],
  ])('%s', (emoji, icon) => {
    expect(categoryIconFor(emoji)).toBe(icon);
  });

  it('renders an SVG and no emoji text', () => {
    const { container } = render(<CategoryIcon icon="💅" />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.textContent).toBe('');
  });
});
