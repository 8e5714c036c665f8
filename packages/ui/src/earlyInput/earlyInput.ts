import { DOM_PROTOCOL } from '@portfolio/federation/dom-protocol';

/**
 * Early input (issue 26): what a visitor does to a prerendered area before its code is live is kept and replayed.
 *
 * A prerendered page is painted before React has hydrated it, and longer still before a remote area's code has
 * arrived. React drops clicks on HTML it has not hydrated, and a controlled field takes its initial state back.
 * This module runs before anything else on the page (inlined in the shell's head; the CSP allows it by its hash)
 * and listens at the document:
 * - a click on a link is left alone: the browser follows it;
 * - a typed value or a picked radio, checkbox or option is remembered, field by field;
 * - a click on a button (a category, a card header, the quote button) and a form submission wait in a queue (one
 *   submission per form, however often it was tapped);
 * and, when the area the event happened in gets `data-live`, makes React see each field's value as a change and then
 * replays the clicks and submissions in order. An area is a `[data-remote-area]` element whose early-input policy is
 * `replay` (the names are given), a shell page loaded as a chunk of its own (`[data-lazy-page]`), or the shell's
 * `#root` until the shell itself has hydrated.
 *
 * It must stay self-contained (no imports but the DOM protocol's names, nothing outside the function): the build
 * bundles it on its own, inlined at the top of every page's head.
 */
export function installEarlyInput(doc: Document, replayAreas: readonly string[]): () => void {
  // Only areas whose policy is `replay` (the area table's prerendered ones); input in any other is the page's own.
  const AREA = [...replayAreas.map((name) => `[${DOM_PROTOCOL.area}="${name}"]`), `[${DOM_PROTOCOL.lazyPage}]`, '#root'].join(', ');
  const LIVE = DOM_PROTOCOL.live;
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  type Action = { kind: 'field'; el: Field } | { kind: 'click'; el: HTMLElement } | { kind: 'submit'; el: HTMLFormElement; submitter: HTMLElement | null };

  const view = doc.defaultView!;
  const queues = new Map<Element, Action[]>();
  /** The latest value of each field the visitor changed, read when it was changed (React may reset the DOM). */
  const typed = new Map<Field, { value: string; checked: boolean }>();

  /** The innermost area around a target, when it is not live yet. */
  function pendingArea(target: Element): Element | null {
    const area = target.closest(AREA);
    return area && !area.hasAttribute(LIVE) ? area : null;
  }

  function enqueue(area: Element, action: Action) {
    const queue = queues.get(area) ?? [];
    // A field is replayed once, at its first change, with its last value; a form is submitted once, however often
    // it was tapped: each replayed submission would store and mail the same lead again.
    if (action.kind !== 'click' && queue.some((a) => a.kind === action.kind && a.el === action.el)) return;
    queue.push(action);
    queues.set(area, queue);
  }

  const isField = (el: Element): el is Field =>
    el instanceof view.HTMLInputElement || el instanceof view.HTMLTextAreaElement || el instanceof view.HTMLSelectElement;
  const isCheckable = (el: Field): el is HTMLInputElement => el instanceof view.HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

  function remember(el: Field) {
    const area = pendingArea(el);
    if (!area) return;
    typed.set(el, { value: el.value, checked: isCheckable(el) && el.checked });
    // Picking a radio unpicks the others of its group: only the picked one is replayed.
    if (isCheckable(el) && el.type === 'radio' && el.checked) {
      for (const other of typed.keys())
        if (other !== el && isCheckable(other) && other.type === 'radio' && other.name === el.name && other.form === el.form) typed.delete(other);
    }
    enqueue(area, { kind: 'field', el });
  }

  function onClick(event: Event) {
    const target = event.target;
    if (!(target instanceof view.Element)) return;
    const area = pendingArea(target);
    if (!area) return;
    // Links and disclosure summaries work without script: the browser does what they say.
    if (target.closest('a[href], summary')) return;
    if (isField(target)) {
      if (isCheckable(target)) remember(target);
      return;
    }
    // A label passes its click on to its control, which is handled as that control's own click.
    if (target.closest('label')) return;
    const button = target.closest<HTMLElement>(
      'button, [role="button"], [role="tab"], [role="option"], [role="radio"], [role="checkbox"], [role="switch"], [tabindex]:not([tabindex^="-"])',
    );
    // A click on text or a page's frame does nothing: it is not replayed onto whatever holds it.
    if (!button || !area.contains(button)) return;
    // A submit button submits its form: the submission is what waits.
    if (button instanceof view.HTMLButtonElement && button.type === 'submit' && button.form) return;
    enqueue(area, { kind: 'click', el: button });
  }

  function onSubmit(event: Event) {
    const form = event.target;
    if (!(form instanceof view.HTMLFormElement)) return;
    const area = pendingArea(form);
    if (!area) return;
    // Without its handler a form would reload the page and lose everything: hold it until the area is live.
    event.preventDefault();
    enqueue(area, { kind: 'submit', el: form, submitter: (event as SubmitEvent).submitter ?? null });
  }

  function onInput(event: Event) {
    const target = event.target;
    if (target instanceof view.Element && isField(target)) remember(target);
  }

  /** Makes React see a field's remembered value as a change: it compares with what it last saw, and hydration saw the DOM. */
  function replayField(el: Field) {
    const last = typed.get(el);
    if (!last) return;
    if (isCheckable(el)) {
      if (last.checked === el.defaultChecked) return;
      el.checked = !last.checked;
      el.click();
      return;
    }
    if (el instanceof view.HTMLSelectElement) {
      el.value = last.value;
      el.dispatchEvent(new view.Event('change', { bubbles: true }));
      return;
    }
    if (last.value === el.defaultValue && el.value === last.value) return;
    // Through the element (React's value tracker records it), then past the tracker: React then reads a change.
    el.value = last.value === el.defaultValue ? `${last.value} ` : el.defaultValue;
    Reflect.set(Object.getPrototypeOf(el) as object, 'value', last.value, el);
    el.dispatchEvent(new view.Event('input', { bubbles: true }));
  }

  function replay(area: Element) {
    const queue = queues.get(area);
    if (!queue) return;
    queues.delete(area);
    // Fields first: a replayed click or submission then acts on what the visitor had entered.
    for (const action of queue) if (action.kind === 'field' && action.el.isConnected) replayField(action.el);
    for (const action of queue) {
      if (!action.el.isConnected) continue;
      if (action.kind === 'click') action.el.click();
      else if (action.kind === 'submit') {
        const { el, submitter } = action;
        if (submitter && submitter.isConnected && (submitter as HTMLButtonElement).form === el) el.requestSubmit(submitter);
        else el.requestSubmit();
      }
    }
    for (const action of queue) if (action.kind === 'field') typed.delete(action.el);
  }

  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onInput],
    ['change', onInput],
  ] as const;
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  const observer = new view.MutationObserver(() => {
    for (const area of [...queues.keys()]) if (area.hasAttribute(LIVE)) replay(area);
  });
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: [LIVE], subtree: true });
  return () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
    observer.disconnect();
  };
}
