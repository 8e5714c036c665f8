import { describe, expect, it } from 'vitest';
import { PROJECTS } from '../data/projects';
import { formatWorkedOn } from './workedOn';

describe('formatWorkedOn', () => {
  it('shows the month name and the full year', () => {
    expect(formatWorkedOn('April 2023')).toBe('April 2023');
    expect(formatWorkedOn('Apr 2023')).toBe('April 2023');
    expect(formatWorkedOn('sept. 2023')).toBe('September 2023');
    expect(formatWorkedOn('december 23')).toBe('December 2023');
    expect(formatWorkedOn('2024-03')).toBe('March 2024');
    expect(formatWorkedOn('2024-01-15')).toBe('January 2024');
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatWorkedOn('2024-13')).toBe('2024-13');
    expect(formatWorkedOn('Smarch 2024')).toBe('Smarch 2024');
    expect(formatWorkedOn('soon')).toBe('soon');
  });

  it('formats every record as "Month YYYY"', () => {
    for (const project of PROJECTS.filter((p) => p.worked_on !== undefined)) {
      expect(formatWorkedOn(project.worked_on!)).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
    }
  });
});
