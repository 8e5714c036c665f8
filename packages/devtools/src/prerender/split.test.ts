import { describe, expect, it } from 'vitest';
import { classIdsIn, dedupe, rulesFor, splitHead, splitSlots, tokenizeOrigin, unstyledIdsIn } from './split';

const page =
  '<title>T | Site</title><meta name="description" content="d"/><link rel="canonical" href="https://x/y"/>' +
  '<div class="css-a1"><main id="main"><div data-slot="mf_portfolio/routes" style="display:contents"><!--$-->' +
  '<div class="css-b2"><div><h1>Case</h1></div><img src="http://localhost:5001/static/x.svg"/></div><!--/$--></div></main>' +
  '<footer class="css-c3">f</footer></div>';

describe('splitHead', () => {
  it('separates the tags React hoists to the front from the body', () => {
    const { head, body } = splitHead(page);
    expect(head).toBe('<title>T | Site</title><meta name="description" content="d"><link rel="canonical" href="https://x/y">');
    expect(body.startsWith('<div class="css-a1">')).toBe(true);
  });
});

describe('splitSlots', () => {
  it('cuts each remote slot out of the frame, nested divs included, and leaves a marker', () => {
    const { frame, slots } = splitSlots(splitHead(page).body);
    expect(slots['mf_portfolio/routes']).toBe(
      '<!--$--><div class="css-b2"><div><h1>Case</h1></div><img src="http://localhost:5001/static/x.svg"></div><!--/$-->',
    );
    expect(frame).toBe(
      '<div class="css-a1"><main id="main"><div data-slot="mf_portfolio/routes" style="display:contents"><!--slot:mf_portfolio/routes--></div></main><footer class="css-c3">f</footer></div>',
    );
  });

  it('leaves a page without slots whole', () => {
    expect(splitSlots('<div><p>x</p></div>')).toEqual({ frame: '<div><p>x</p></div>', slots: {} });
  });
});

describe('Emotion rules', () => {
  const rules = [
    { id: 'animation-k1', css: '@keyframes animation-k1{from{opacity:0}}' },
    { id: 'a1', css: '.css-a1{display:flex}' },
    { id: 'b2', css: '.css-b2{animation:animation-k1 1s}' },
    { id: 'b2', css: '@media (min-width:900px){.css-b2{gap:8px}}' },
    { id: 'c3', css: '.css-c3{color:red}' },
  ];

  it('keeps the rules of the classes in some markup, with the keyframes they use', () => {
    expect(classIdsIn('<p class="MuiBox-root css-b2">x</p>')).toEqual(new Set(['b2']));
    expect(rulesFor('<p class="css-b2">x</p>', rules).map((r) => r.css)).toEqual([rules[0]!.css, rules[2]!.css, rules[3]!.css]);
    expect(rulesFor('<p class="css-c3">x</p>', rules).map((r) => r.id)).toEqual(['c3']);
  });

  it('drops repeated rules, keeping the first', () => {
    expect(dedupe([rules[1]!, rules[1]!, rules[4]!])).toEqual([rules[1], rules[4]]);
  });
});

describe('tokenizeOrigin', () => {
  it("swaps the prerender server's origin for a token in markup and CSS", () => {
    const out = tokenizeOrigin(
      { html: '<img src="http://localhost:5001/static/x.svg"/>', rules: [{ id: 'z', css: '.css-z{background:url(http://localhost:5001/a.png)}' }] },
      'http://localhost:5001',
      '{{base}}',
    );
    expect(out.html).toBe('<img src="{{base}}static/x.svg"/>');
    expect(out.rules[0]!.css).toBe('.css-z{background:url({{base}}a.png)}');
  });
});

describe('unstyledIdsIn', () => {
  it("names the classes whose rules the page's client render has not inserted yet", () => {
    const html = '<div class="MuiBox-root css-a1"><img class="css-b2"/><span class="css-0"></span></div>';
    expect(unstyledIdsIn(html, ['a1', '0'])).toEqual(['b2']);
    expect(unstyledIdsIn(html, ['a1', 'b2', '0'])).toEqual([]);
  });
});
