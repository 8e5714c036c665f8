/** One Emotion rule, by the id Emotion's client cache adopts from `<style data-emotion="css id …">`. */
export interface EmotionRule {
  id: string;
  css: string;
}

/** A piece of prerendered markup with the Emotion rules its classes use. */
export interface Markup {
  html: string;
  rules: EmotionRule[];
}

/** The shell's part of a page: its markup with `<!--slot:ID-->` holes, plus head and globals for its own pages. */
export interface Frame extends Markup {
  /** Head tags; only for the shell's own pages (the route's owner supplies the head). */
  head: string;
  globalCss: string;
}

/** A remote's part of a page: the HTML inside one slot, and the head when the remote owns the route. */
export interface Fragment extends Markup {
  head: string;
  /** The remote's own files its render loaded beyond the expose's (a case study's content chunk), remote-base tokens, to preload. */
  preload?: string[];
}

/** `dist/prerender/pages.json` of a remote: path → slot id → fragment. */
export type RemotePages = Record<string, Record<string, Fragment>>;

/** `dist/prerender/frames.json` of the shell: frame key (`/`, `/about`, `/portfolio`…) → frame. */
export type ShellFrames = Record<string, Frame>;

/** Where a remote's own asset URLs point: replaced by the remote's real base URL when a page is composed. */
export { remoteBaseToken } from '@portfolio/federation';
