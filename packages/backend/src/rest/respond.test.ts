import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { ESTIMATED_EXACT_UP_TO, contentRange, countedTotal, rangeStatus } from './respond';

describe('rangeStatus', () => {
  it('is 200 without a total, or when the page holds every row', () => {
    expect(rangeStatus(0, 2, undefined)).toBe(200);
    expect(rangeStatus(0, 6, 6)).toBe(200);
    expect(rangeStatus(0, 0, 0)).toBe(200);
  });

  it('is 206 when the page leaves rows out, also an empty page at the end', () => {
    expect(rangeStatus(0, 2, 6)).toBe(206);
    expect(rangeStatus(6, 0, 6)).toBe(206);
    expect(rangeStatus(0, 0, 3)).toBe(206);
  });

  it('refuses a page past the total with 416 PGRST103', () => {
    const refusal = (() => {
      try {
        return rangeStatus(7, 0, 6);
      } catch (err) {
        return err;
      }
    })();
    expect(refusal).toBeInstanceOf(RestError);
    expect(refusal).toMatchObject({ status: 416, code: 'PGRST103', details: 'An offset of 7 was requested, but there are only 6 rows.' });
  });

  it('goes with the Content-Range PostgREST writes', () => {
    expect(contentRange(0, 2, 6)).toBe('0-1/6');
    expect(contentRange(6, 0, 6)).toBe('*/6');
    expect(contentRange(0, 2, undefined)).toBe('0-1/*');
  });
});

describe('countedTotal', () => {
  const exact = (n: number) => () => Promise.resolve(n);
  const planned = (n: number) => () => Promise.resolve(n);

  it('counts exactly for count=exact, and takes the plan for count=planned', async () => {
    expect(await countedTotal('exact', exact(6), planned(1360))).toBe(6);
    expect(await countedTotal('planned', exact(6), planned(1360))).toBe(1360);
  });

  it('counts exactly for count=estimated up to the max rows, then takes the larger of the two', async () => {
    expect(await countedTotal('estimated', exact(6), planned(1360))).toBe(6);
    expect(await countedTotal('estimated', exact(ESTIMATED_EXACT_UP_TO + 1), planned(5000))).toBe(5000);
    expect(await countedTotal('estimated', exact(ESTIMATED_EXACT_UP_TO + 1), planned(10))).toBe(ESTIMATED_EXACT_UP_TO + 1);
  });
});
