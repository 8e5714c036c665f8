import { describe, expect, it } from 'vitest';
import { figuresOf, nextInOrder } from './caseStudyProof';

describe('figuresOf', () => {
  it('gathers the figures of every section in page order, each once, and nothing else', () => {
    const content = {
      technical: {
        intro: '',
        subsections: [
          {
            title: 'Model',
            blocks: [
              { kind: 'paragraph', text: '96% is mentioned in prose only' },
              { kind: 'figures', items: [{ value: '96%', label: 'Accuracy' }] },
            ],
          },
          { title: 'Code', blocks: [{ kind: 'code', title: 't', language: 'python', code: 'x = 1' }] },
        ],
      },
      extraSections: [
        {
          title: 'Sample Output',
          subsections: [
            {
              title: 'Results',
              blocks: [
                {
                  kind: 'figures',
                  items: [
                    { value: '96%', label: 'Accuracy' },
                    { value: '0.85', label: 'Threshold' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    } as const;
    expect(figuresOf(content)).toEqual([
      { value: '96%', label: 'Accuracy' },
      { value: '0.85', label: 'Threshold' },
    ]);
    expect(figuresOf({ technical: { intro: '', subsections: [] } })).toEqual([]);
  });
});

describe('nextInOrder', () => {
  const items = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }];
  it('gives the next item and wraps from the last to the first', () => {
    expect(nextInOrder(items, 'a')).toEqual({ slug: 'b' });
    expect(nextInOrder(items, 'c')).toEqual({ slug: 'a' });
  });
  it('gives nothing for an unknown slug or a list of one', () => {
    expect(nextInOrder(items, 'z')).toBeUndefined();
    expect(nextInOrder([{ slug: 'a' }], 'a')).toBeUndefined();
  });
});
