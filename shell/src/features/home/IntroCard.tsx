import { Button, Card, CardContent, Link as MuiLink, Stack, Typography } from '@portfolio/mui';
import { Link } from '@portfolio/router';
import { SOCIAL_LINKS, type SocialLink } from '../chrome/siteLinks';
import { SocialIcon } from '../chrome/SocialIcon';

/** Site spec §2.4: a short introduction with the owner's contact channels (one configuration module, shared with the footer). */
export function IntroCard({ links = SOCIAL_LINKS }: { links?: readonly SocialLink[] }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="intro-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="intro-title" component="h2" variant="h3" sx={{ mb: 1.5 }}>
          AI that does real work
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          I&apos;m a freelance AI and machine-learning developer. I build Python automation, machine-learning models, large language model tools, generative AI,
          computer vision systems, chatbots and single-page sites.
        </Typography>
        {links.length > 0 ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Browse the projects, ask for a custom quote, or reach me on any of these channels:
            </Typography>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              {links.map((link) => (
                <Button
                  key={link.href}
                  component="a"
                  href={link.href}
                  variant="outlined"
                  size="small"
                  startIcon={<SocialIcon link={link} size={18} />}
                  target={link.href.startsWith('http') ? '_blank' : undefined}
                  rel="noopener noreferrer"
                >
                  {link.name}
                </Button>
              ))}
            </Stack>
          </>
        ) : (
          <Typography color="text.secondary">
            Browse the projects, ask for a custom quote, or write to me through the{' '}
            <MuiLink component={Link} to="/contact" underline="always">
              contact form
            </MuiLink>
            .
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
