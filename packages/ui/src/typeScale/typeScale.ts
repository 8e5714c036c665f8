/**
 * The site's one type scale (issue 30): every font size is the body size times a power of one ratio, so headings,
 * text and figures step evenly. Each variant names its step on phones and from the `sm` breakpoint up.
 */
export const TYPE_RATIO = 1.2;

/** The body text's size (rem); step 0. */
export const TYPE_BASE_REM = 1;

/** A step of the scale in rem, rounded to a thousandth. */
export const typeStep = (step: number) => Math.round(TYPE_BASE_REM * TYPE_RATIO ** step * 1000) / 1000;

/** The steps of each variant: [phone, from `sm` up]. */
export const TYPE_STEPS = {
  display: [5, 7],
  h1: [3, 5],
  h2: [2, 4],
  h3: [1, 2],
  h4: [1, 1],
  h5: [1, 1],
  h6: [0, 0],
  subtitle1: [0, 0],
  body1: [0, 0],
  button: [-1, -1],
  body2: [-1, -1],
  caption: [-1, -1],
  overline: [-1, -1],
} as const satisfies Record<string, readonly [number, number]>;

export type TypeVariant = keyof typeof TYPE_STEPS;

/** A variant's font size on phones and from `sm` up, as CSS values. */
export function variantSizes(variant: TypeVariant): { xs: string; sm: string } {
  const [xs, sm] = TYPE_STEPS[variant];
  return { xs: `${typeStep(xs)}rem`, sm: `${typeStep(sm)}rem` };
}

/** The display size (Home's headline, the 404's number) as sx: the scale's largest step, for one element a page. */
export const DISPLAY_TYPE = {
  fontWeight: 800,
  lineHeight: 1.1,
  fontSize: variantSizes('display'),
} as const;
