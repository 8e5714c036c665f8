/**
 * What the keyboard walk reads about the focused element, in the page. Self-contained: Playwright sends the
 * function's source to the browser, so it uses nothing from outside its body.
 */
export interface FocusStop {
  /** Tag, id and accessible-ish text, for messages. */
  name: string;
  /** The landmark the element is in (header, nav "Main", main, footer…), for the order check. */
  region: string;
  /** Its box in document coordinates, after the browser scrolled it into view. */
  top: number;
  left: number;
  width: number;
  height: number;
  /** Whether it follows the previous stop in document order (true for the first stop). */
  followsPrevious: boolean;
  /** The indicator's colour and, per sample point just outside it, the layers behind (top first; alternatives per layer). */
  ring: { kind: string; color: string; samples: string[][][] } | null;
  /** What covers part of it (an element that is neither it, inside it, nor around it), if anything. */
  obscuredBy: string | null;
  /** Whether its box lies inside the viewport. */
  inViewport: boolean;
  /** Whether it draws the browser's own focus ring (`outline-style: auto`), whose colour each release may change. */
  browserDefaultRing: boolean;
}

export function probeFocus(): FocusStop | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return null;
  const w = window as unknown as { __walkPrevious?: Element };
  const previous = w.__walkPrevious;
  const followsPrevious = !previous || previous === el || Boolean(previous.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  w.__walkPrevious = el;

  const describe = (node: Element) => {
    const text = (node.getAttribute('aria-label') ?? (node as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${text ? ` "${text}"` : ''}`;
  };
  const landmark = el.closest('header, nav, main, footer, aside, [role="dialog"], [role="banner"], [role="navigation"], [role="contentinfo"]');
  const region = landmark ? `${landmark.tagName.toLowerCase()}${landmark.getAttribute('aria-label') ? ` ${landmark.getAttribute('aria-label')}` : ''}` : 'body';

  const isOpaqueish = (c: string) => !/^(transparent|rgba\(\d+, \d+, \d+, 0\))$/.test(c);
  /** The layers behind a point, top first, leaving out `skip` and its descendants. */
  const layersAt = (x: number, y: number, skip: Element): string[][] | null => {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
    const layers: string[][] = [];
    for (const node of document.elementsFromPoint(x, y)) {
      if (skip === node || skip.contains(node)) continue;
      const style = getComputedStyle(node);
      const image = style.backgroundImage;
      if (image && image !== 'none') {
        const colours = image.match(/rgba?\([^)]*\)/g);
        if (image.includes('url(') || !colours) return [['image']];
        layers.push(colours);
      }
      if (isOpaqueish(style.backgroundColor)) {
        layers.push([style.backgroundColor]);
        if (!style.backgroundColor.startsWith('rgba')) break;
      }
    }
    return layers;
  };

  // The indicator: the element's own outline or ring, or that of the MUI control around it (a radio's input, a text field).
  let ring: FocusStop['ring'] = null;
  const candidates: Element[] = [el];
  for (let p = el.parentElement, i = 0; p && i < 3; p = p.parentElement, i++) if (p.matches('.Mui-focusVisible, .Mui-focused')) candidates.push(p);
  for (const node of candidates) {
    const style = getComputedStyle(node);
    const box = node.getBoundingClientRect();
    const sampleAround = (distance: number) =>
      [
        [box.left - distance, box.top + box.height / 2],
        [box.right + distance, box.top + box.height / 2],
        [box.left + box.width / 2, box.top - distance],
        [box.left + box.width / 2, box.bottom + distance],
      ]
        .map(([x, y]) => layersAt(x as number, y as number, node))
        .filter((layers): layers is string[][] => layers !== null);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
      const offset = parseFloat(style.outlineOffset);
      if (offset >= 0) {
        ring = { kind: 'outline', color: style.outlineColor, samples: sampleAround(offset + parseFloat(style.outlineWidth) + 1) };
      } else {
        // An inset ring lies on the element's own background (a scrolling code block inside a clipping box).
        const own = isOpaqueish(style.backgroundColor) ? [[style.backgroundColor]] : [];
        ring = { kind: 'inset outline', color: style.outlineColor, samples: sampleAround(0).map((layers) => [...own, ...layers]) };
      }
      break;
    }
    const shadow = /(rgba?\([^)]*\)) 0px 0px 0px (\d+(?:\.\d+)?)px/.exec(style.boxShadow);
    if (shadow && parseFloat(shadow[2] ?? '0') >= 1) {
      ring = { kind: 'box-shadow', color: shadow[1] ?? '', samples: sampleAround(parseFloat(shadow[2] ?? '0') + 1) };
      break;
    }
    const notched = node.matches('.MuiInputBase-root.Mui-focused') ? node.querySelector('.MuiOutlinedInput-notchedOutline') : null;
    if (notched) {
      const border = getComputedStyle(notched);
      if (parseFloat(border.borderTopWidth) >= 2) {
        ring = { kind: 'field border', color: border.borderTopColor, samples: sampleAround(1) };
        break;
      }
    }
  }

  const box = el.getBoundingClientRect();
  const inViewport = box.width > 0 && box.height > 0 && box.top >= -1 && box.left >= -1 && box.bottom <= innerHeight + 1 && box.right <= innerWidth + 1;
  let obscuredBy: string | null = null;
  // Points well inside the box: a pill's rounded corner or a tab's 2 px indicator line is not a cover.
  const inset = Math.min(box.width, box.height) * 0.3;
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ];
  for (const [x, y] of points) {
    if ((x as number) < 0 || (y as number) < 0 || (x as number) >= innerWidth || (y as number) >= innerHeight) continue;
    const top = document.elementFromPoint(x as number, y as number);
    // The element's own label (a text field's floating label) is part of the control, not a cover.
    const ownLabel = top !== null && 'labels' in el && Array.from((el as HTMLInputElement).labels ?? []).some((label) => label === top || label.contains(top));
    if (top && top !== el && !el.contains(top) && !top.contains(el) && !ownLabel) {
      obscuredBy = describe(top);
      break;
    }
  }
  return {
    name: describe(el),
    region,
    top: box.top + scrollY,
    left: box.left + scrollX,
    width: box.width,
    height: box.height,
    followsPrevious,
    ring,
    obscuredBy,
    inViewport,
    browserDefaultRing: getComputedStyle(el).outlineStyle === 'auto',
  };
}
