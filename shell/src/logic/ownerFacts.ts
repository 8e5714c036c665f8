import { isPlaceholder, type SiteConfig } from '@portfolio/ui/site';
import { OWNER_FACTS } from './constants';

export type OwnerFactKind = 'location' | 'availability' | 'reply';

export interface OwnerFact {
  kind: OwnerFactKind;
  text: string;
}

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== '' && !isPlaceholder(value);

/**
 * The facts About's header lists under the owner's name (issue 38): where they work from and whether they take new
 * work (optional config fields), and how soon they reply. A field left out or still a placeholder is not shown.
 */
export function ownerFacts(site: Pick<SiteConfig, 'location' | 'availability' | 'replyTime'>): OwnerFact[] {
  const facts: OwnerFact[] = [];
  if (given(site.location)) facts.push({ kind: 'location', text: site.location.trim() });
  if (given(site.availability)) facts.push({ kind: 'availability', text: site.availability.trim() });
  if (given(site.replyTime)) facts.push({ kind: 'reply', text: OWNER_FACTS.reply(site.replyTime.trim()) });
  return facts;
}
