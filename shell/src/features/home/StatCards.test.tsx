import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DEFAULT_STATS } from '../../logic/constants';
import { StatCards } from './StatCards';

describe('StatCards', () => {
  it('shows one card per statistic with its value, title and icon, in order', () => {
    render(<StatCards stats={DEFAULT_STATS} />);
    const items = within(screen.getByRole('list', { name: 'Statistics' })).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('35Projects Finished');
    expect(items[5]).toHaveTextContent('100K+Caffeine Counter');
    expect(items.map((li) => li.dataset.icon)).toEqual(['Layers', 'ArrowUpRight', 'Clock', 'Smile', 'Zap', 'Heart']);
    expect(items[4]?.querySelector('svg.lucide-zap')).not.toBeNull();
  });
});
