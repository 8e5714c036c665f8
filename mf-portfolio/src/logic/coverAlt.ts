import { shortLabel, type CoverFigure } from './coverArt';

/** A cover's alt text: the project, and the words its cover shows (what the work delivers, its figure). */
export function coverAlt(title: string, output: string, figure?: CoverFigure): string {
  return `Cover image for ${title}: ${output}${figure ? `; ${shortLabel(figure.label)} ${figure.value}` : ''}`;
}
