import { Component, Suspense, use, useEffect, type ReactNode } from 'react';
import { Box, Button, Link as MuiLink, Typography } from '@portfolio/mui';
import { CircularProgress } from '@portfolio/mui/extra';
import { Link, useLocation, useParams } from '@portfolio/router';
import { NotFoundPage, PageFrame, PageHead, caseStudyJsonLd } from '@portfolio/ui';
import { CASE_STUDY, ROUTES } from '../../logic/constants';
import { figuresOf, nextInOrder } from '../../logic/caseStudyProof';
import { PORTFOLIO_ITEMS, findItem } from '../../data/portfolioItems';
import type { PortfolioItem } from '../../data/projectTypes';
import { CaseStudyHero } from './CaseStudyHero';
import { ClosingCta } from './ClosingCta';
import { FactsBand } from './FactsBand';
import { ExtraSectionView, OverviewCards, PageSection, Subsections } from './CaseStudySections';
import type { CaseStudyContent } from '../../data/contentTypes';
import { loadContent } from './loadContent';
import { NotesOnThis } from './NotesOnThis';

/** Case-study spec §2: one page per slug; an unknown slug is the site's 404 page. */
export function CaseStudyPage() {
  const { slug = '' } = useParams();
  const item = findItem(slug);
  if (!item) return <NotFoundPage />;
  return <CaseStudy key={item.slug} item={item} />;
}

function CaseStudy({ item }: { item: PortfolioItem }) {
  const path = `/portfolio/${item.slug}`;
  const image = `/og/portfolio/${item.slug}.png`;
  return (
    <PageFrame component="article" labelledBy="case-study-title">
      <PageHead
        title={item.title}
        description={item.shortDescription}
        path={path}
        image={image}
        type="article"
        jsonLd={caseStudyJsonLd({ title: item.title, description: item.shortDescription, path, image, keywords: item.tags })}
      />
      <ContentBoundary>
        <Suspense fallback={<Loading item={item} />}>
          <CaseStudyBody item={item} />
        </Suspense>
      </ContentBoundary>
    </PageFrame>
  );
}

function Loading({ item }: { item: PortfolioItem }) {
  return (
    <>
      <CaseStudyHero item={item} showLinks={false} />
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 6, justifyContent: 'center', color: 'text.secondary' }}>
        <CircularProgress size={22} aria-hidden />
        <Typography>{CASE_STUDY.loading}</Typography>
      </Box>
    </>
  );
}

/** Scrolls to the URL's #fragment once the content exists (the browser tried before the chunk arrived). */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

function CaseStudyBody({ item }: { item: PortfolioItem }) {
  const content: CaseStudyContent = use(loadContent(item.slug));
  useScrollToHash();
  const hasDemo = content.extraSections?.some((s) => s.id === CASE_STUDY.demoAnchor) ?? false;
  const next = nextInOrder(PORTFOLIO_ITEMS, item.slug);
  return (
    <>
      <CaseStudyHero item={item} demoLabel={hasDemo ? content.demoLabel : undefined} showLinks />
      <FactsBand item={item} figures={figuresOf(content)} />

      <PageSection title={CASE_STUDY.systemOverview} intro={content.overview.intro}>
        <OverviewCards cards={content.overview.cards} />
      </PageSection>

      <PageSection id={CASE_STUDY.technicalAnchor} title={CASE_STUDY.technicalImplementation} intro={content.technical.intro}>
        <Subsections subsections={content.technical.subsections} />
      </PageSection>

      {content.extraSections?.map((section) => (
        <ExtraSectionView key={section.title} section={section} />
      ))}

      <NotesOnThis slug={item.slug} />

      {next && (
        <Box component="nav" aria-label="Next project" sx={{ mt: 6, display: 'flex', justifyContent: 'flex-end' }}>
          <MuiLink component={Link} to={`${ROUTES.portfolio}/${next.slug}`} sx={{ typography: 'subtitle1', fontWeight: 600 }}>
            Next project →{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {next.title}
            </Box>
          </MuiLink>
        </Box>
      )}
      <ClosingCta closing={content.closing} />
    </>
  );
}

/** A content chunk that fails to load gets a retry here instead of breaking the whole remote. */
class ContentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[portfolio] case study content failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" sx={{ py: 6, textAlign: 'center' }}>
        <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
          This case study could not be loaded
        </Typography>
        <Button variant="contained" onClick={() => this.setState({ failed: false })}>
          Try again
        </Button>
      </Box>
    );
  }
}
