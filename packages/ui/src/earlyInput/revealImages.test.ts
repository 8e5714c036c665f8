import { afterEach, describe, expect, it } from 'vitest';
import { installImageReveal } from './revealImages';

describe('installImageReveal', () => {
  let uninstall = () => {};
  afterEach(() => {
    uninstall();
    document.body.innerHTML = '';
  });

  it('marks an image that asks to be revealed as loaded when it loads, whoever rendered it', () => {
    uninstall = installImageReveal(document);
    document.body.innerHTML = '<div><img data-reveal alt="cover"><img alt="other"></div>';
    const [cover, other] = Array.from(document.querySelectorAll('img'));
    cover!.dispatchEvent(new Event('load'));
    other!.dispatchEvent(new Event('load'));
    expect(cover!.hasAttribute('data-loaded')).toBe(true);
    expect(other!.hasAttribute('data-loaded')).toBe(false);
  });

  it('leaves an image that failed unmarked, and stops listening once uninstalled', () => {
    uninstall = installImageReveal(document);
    document.body.innerHTML = '<img data-reveal alt="a"><img data-reveal alt="b">';
    const [failed, later] = Array.from(document.querySelectorAll('img'));
    failed!.dispatchEvent(new Event('error'));
    uninstall();
    later!.dispatchEvent(new Event('load'));
    expect(failed!.hasAttribute('data-loaded')).toBe(false);
    expect(later!.hasAttribute('data-loaded')).toBe(false);
  });
});
