/**
 * Images that fade in once loaded (`img[data-reveal]`, the portfolio covers) get `data-loaded` the moment they load,
 * from the page's first script on, so the fade does not wait for the page's code (issue 26: a prerendered cover
 * stayed transparent until its area hydrated, seconds later on a phone, and so did the page's largest paint). Their
 * stylesheet does the rest: `opacity: 0` until `[data-loaded]`. `load` does not bubble, so it is caught on the way
 * down. Self-contained, like earlyInput.ts: the shell's build bundles it into its inline head script.
 */
export function installImageReveal(doc: Document): () => void {
  const view = doc.defaultView!;
  const onLoad = (event: Event) => {
    const target = event.target;
    if (target instanceof view.HTMLImageElement && target.hasAttribute('data-reveal')) target.setAttribute('data-loaded', '');
  };
  doc.addEventListener('load', onLoad, true);
  return () => doc.removeEventListener('load', onLoad, true);
}
