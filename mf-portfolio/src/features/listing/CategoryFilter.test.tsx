import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryFilter } from './CategoryFilter';

const OPTIONS = [
  { value: 'all', label: 'All Projects' },
  { value: 'computer-vision', label: 'Computer Vision' },
];

describe('CategoryFilter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls a chip that takes focus on screen whole, by the least distance (record 031)', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    render(<CategoryFilter options={OPTIONS} selected="all" onSelect={() => {}} />);
    const chips = within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole('button');
    await userEvent.tab();
    await userEvent.tab();
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(scroll.mock.contexts[1]).toBe(chips[1]);
    expect(scroll).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' });
  });
});
