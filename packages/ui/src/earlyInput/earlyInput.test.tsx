import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installEarlyInput } from './earlyInput';

/** A small area with each kind of control the site has: a text field, radios, a select, a button, a form. */
function Area() {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('idea');
  const [budget, setBudget] = useState('');
  const [agree, setAgree] = useState(false);
  const [clicks, setClicks] = useState<string[]>([]);
  const [sent, setSent] = useState<string | null>(null);
  const [submits, setSubmits] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(`${search}/${kind}`);
    setSubmits((n) => n + 1);
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {['idea', 'chat'].map((value) => (
        <label key={value}>
          <input type="radio" name="kind" value={value} checked={kind === value} onChange={(e) => setKind(e.target.value)} />
          {value}
        </label>
      ))}
      <select aria-label="Budget" value={budget} onChange={(e) => setBudget(e.target.value)}>
        <option value="">Pick</option>
        <option value="small">Small</option>
      </select>
      <input type="checkbox" aria-label="Agree" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <button type="button" onClick={() => setClicks((c) => [...c, `a:${search}`])}>
        A
      </button>
      <button type="button" onClick={() => setClicks((c) => [...c, 'b'])}>
        B
      </button>
      <a href="#elsewhere">Link</a>
      <button type="submit">Send</button>
      <output data-testid="state">{JSON.stringify({ search, kind, budget, agree, clicks, sent, submits })}</output>
    </form>
  );
}

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let area: HTMLElement;
let uninstall: () => void;
let root: Root | null = null;

beforeEach(() => {
  area = document.createElement('div');
  area.setAttribute('data-remote-area', 'test');
  area.innerHTML = renderToString(<Area />);
  document.body.append(area);
  uninstall = installEarlyInput(document, ['test']);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  uninstall();
  area.remove();
});

const $ = <T extends Element>(selector: string) => area.querySelector<T>(selector)!;
const state = () => JSON.parse($('output').textContent) as Record<string, unknown>;

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function goLive() {
  await act(async () => {
    root = hydrateRoot(area, <Area />);
  });
  await act(async () => {
    area.setAttribute('data-live', '');
    await Promise.resolve();
  });
}

describe('installEarlyInput', () => {
  it('keeps what was typed and picked before the area was live, and applies it once it is', async () => {
    type($('input[aria-label="Search"]'), 'signature');
    $<HTMLInputElement>('input[value="chat"]').click();
    const select = $<HTMLSelectElement>('select');
    select.value = 'small';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    $<HTMLInputElement>('input[type="checkbox"]').click();

    await goLive();

    expect(state()).toMatchObject({ search: 'signature', kind: 'chat', budget: 'small', agree: true });
    expect($<HTMLInputElement>('input[aria-label="Search"]').value).toBe('signature');
  });

  it('replays early clicks in order, after the fields they may depend on', async () => {
    $<HTMLButtonElement>('button:nth-of-type(1)').click();
    type($('input[aria-label="Search"]'), 'ocr');
    $<HTMLButtonElement>('button:nth-of-type(2)').click();

    await goLive();

    expect(state().clicks).toEqual(['a:ocr', 'b']);
  });

  it('holds an early submission instead of letting the page reload, and submits once live', async () => {
    type($('input[aria-label="Search"]'), 'vision');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    $('form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    await goLive();

    expect(state().sent).toBe('vision/idea');
  });

  it('submits a form once however often it was tapped early, after the fields typed between the taps', async () => {
    const send = () => $('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    send();
    type($('input[aria-label="Search"]'), 'ocr');
    send();
    send();

    await goLive();

    expect(state()).toMatchObject({ submits: 1, sent: 'ocr/idea' });
  });

  it('keeps nothing in an area whose policy is none (not in the replay list)', () => {
    area.setAttribute('data-remote-area', 'client-rendered');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    $('form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it('leaves a picked radio alone when the visitor went back to the one the page started with', async () => {
    $<HTMLInputElement>('input[value="chat"]').click();
    $<HTMLInputElement>('input[value="idea"]').click();

    await goLive();

    expect(state().kind).toBe('idea');
    expect($<HTMLInputElement>('input[value="idea"]').checked).toBe(true);
  });

  it('replays no click that landed on text or the frame, not even onto what holds it', async () => {
    area.setAttribute('tabindex', '-1');
    $('output').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const replayed: EventTarget[] = [];
    area.addEventListener('click', (event) => replayed.push(event.target!));

    await goLive();

    expect(replayed).toEqual([]);
  });

  it('lets links go where they point and does nothing to a live area', async () => {
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('a').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);

    await goLive();
    act(() => $<HTMLButtonElement>('button:nth-of-type(2)').click());
    // Handled by React alone, once: a live area's clicks are not queued.
    expect(state().clicks).toEqual(['b']);
  });

  it("waits for the area's own data-live, not the page's", async () => {
    $<HTMLButtonElement>('button:nth-of-type(2)').click();
    await act(async () => {
      root = hydrateRoot(area, <Area />);
    });
    document.body.setAttribute('data-live', '');
    await act(() => Promise.resolve());
    expect(state().clicks).toEqual([]);
    document.body.removeAttribute('data-live');
    await act(async () => {
      area.setAttribute('data-live', '');
      await Promise.resolve();
    });
    expect(state().clicks).toEqual(['b']);
  });
});
