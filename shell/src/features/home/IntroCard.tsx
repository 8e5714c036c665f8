import { Button, Card, CardContent, Stack, Typography } from '@portfolio/mui';
import { SOCIAL_LINKS } from '../chrome/siteLinks';

/** Site spec §2.4: a short introduction with the owner's contact channels (one configuration module, shared with the footer). */
export function IntroCard() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="intro-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="intro-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
          AI that does real work
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          I&apos;m a freelance AI and machine-learning developer. I build Python automation, machine-learning models, large language model tools, generative AI,
          computer vision systems, chatbots and single-page sites.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Browse the projects below, ask for a custom quote, or reach me on any of these channels:
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
            <Button
              key={label}
              component="a"
              href={href}
              variant="outlined"
              size="small"
              startIcon={<Icon size={18} aria-hidden />}
              target={href.startsWith('http') ? '_blank' : undefined}
              rel="noopener noreferrer"
            >
              {label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
