import { Box, Stack, Typography } from '@portfolio/mui';
import { PageFrame, PageHead, SITE, identityJsonLd } from '@portfolio/ui';
import { SOCIAL_LINKS, type SocialLink } from '../chrome/siteLinks';
import { CAPABILITIES, EDUCATION_AND_LEADERSHIP, SKILLS } from './aboutContent';
import { ExperienceTimeline } from './ExperienceTimeline';
import { InfoCards } from './InfoCards';
import { OwnerHeader, type OwnerHeaderSite } from './OwnerHeader';

/**
 * Site spec §2.10: intro with capabilities, experience timeline, skills, education and leadership (the layout adds the
 * footer), under a header that introduces the owner (issue 38).
 */
export function AboutPage({ site = SITE, links = SOCIAL_LINKS }: { site?: OwnerHeaderSite; links?: readonly SocialLink[] }) {
  return (
    <PageFrame>
      {/* Before the stack: its JSON-LD script stays in the body and would push the first section down. */}
      <PageHead
        title="About"
        description="About a freelance AI/ML developer: experience, skills and way of working."
        path="/about"
        type="profile"
        jsonLd={identityJsonLd()}
      />
      <Stack spacing={{ xs: 5, md: 7 }}>
        <OwnerHeader site={site} links={links} />
        <Box component="section" aria-labelledby="about-title">
          <Typography id="about-title" variant="h1" sx={{ mb: 2 }}>
            About Me
          </Typography>
          <Typography sx={{ maxWidth: 760, mb: 1.5 }}>
            I&apos;m an AI and machine-learning developer who turns ideas into working software. Since 2020 I have worked as an independent contractor,
            alongside positions at an AI technology company and a group of companies.
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 760, mb: 3 }}>
            My projects range from computer vision and OCR to generative AI, chatbots, speech tools and data automation, and each one ends with software the
            client owns and can run.
          </Typography>
          <InfoCards cards={CAPABILITIES} headingLevel="h2" />
        </Box>
        <Box component="section" aria-labelledby="experience-title">
          <Typography id="experience-title" variant="h2" sx={{ mb: 2 }}>
            Professional Experience
          </Typography>
          <ExperienceTimeline />
        </Box>
        <Box component="section" aria-labelledby="skills-title">
          <Typography id="skills-title" variant="h2" sx={{ mb: 2 }}>
            Skills &amp; Expertise
          </Typography>
          <InfoCards cards={SKILLS} headingLevel="h3" />
        </Box>
        <Box component="section" aria-labelledby="education-title">
          <Typography id="education-title" variant="h2" sx={{ mb: 2 }}>
            Education &amp; Leadership
          </Typography>
          <InfoCards cards={EDUCATION_AND_LEADERSHIP} headingLevel="h3" columns={{ sm: 2, lg: 4 }} />
        </Box>
      </Stack>
    </PageFrame>
  );
}
