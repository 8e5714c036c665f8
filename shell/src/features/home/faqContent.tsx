import type { ReactNode } from 'react';
import { Link as MuiLink } from '@portfolio/mui';
import { Link } from '@portfolio/router';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

const To = ({ to, children }: { to: string; children: ReactNode }) => (
  <MuiLink component={Link} to={to}>
    {children}
  </MuiLink>
);

/** Site spec §3: the three questions (services, custom work, source code) answered from the spec's facts. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'What services do you offer?',
    answer: (
      <>
        Python automation, machine learning, large language models, generative AI, computer vision, chatbots and single-page sites. The{' '}
        <To to="/services">Services</To> page describes four packages: AI-powered software development, AI/ML API development, AI-powered mobile app
        development, and chatbots &amp; conversational AI, with fees starting at $500.
      </>
    ),
  },
  {
    question: 'Do you take on custom projects and collaborations?',
    answer: (
      <>
        Yes. If your idea does not fit a package, use &lsquo;Get a Custom Quote&rsquo; to describe the service, scope, technologies, timeline and budget and see
        an initial price estimate, or write to me through the <To to="/contact">Contact</To> page to talk about working together.
      </>
    ),
  },
  {
    question: 'Do you sell source code or tutorials?',
    answer: <>The source code is provided for the client projects I build for you. I don&apos;t sell standalone code, templates or tutorials.</>,
  },
];
