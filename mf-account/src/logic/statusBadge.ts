import type { SubmissionKind } from '@portfolio/auth';

export type BadgeTone = 'green' | 'blue' | 'yellow';

/**
 * Site spec §4, request status values: quotes and service requests are green when 'Completed', else blue;
 * contact submissions are green when 'Read', else yellow.
 */
export function statusTone(kind: SubmissionKind, status: string): BadgeTone {
  if (kind === 'contact') return status === 'Read' ? 'green' : 'yellow';
  return status === 'Completed' ? 'green' : 'blue';
}
