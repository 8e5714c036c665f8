import { Suspense, useMemo, useReducer, useRef, useState } from 'react';
import { Box, Skeleton, Typography } from '@portfolio/mui';
import { InputAdornment, TextField } from '@portfolio/mui/extra';
import { Search } from 'lucide-react';
import { useSearchParams } from '@portfolio/router';
import { PageFrame, PageHead, startsFromServerHtml } from '@portfolio/ui';
import { EAGER_COVERS, LISTING } from '../../logic/constants';
import { PORTFOLIO_ITEMS } from '../../data/portfolioItems';
import { categoryOptions } from '../../logic/categories';
import { filterProjects } from '../../logic/filterProjects';
import { hydrationGroups } from '../../logic/hydrationGroups';
import { readListingQuery, writeListingQuery, type ListingQuery } from '../../logic/listingQuery';
import { initialListingUrl, latestQuery, listingUrlReducer, type ListingUrl } from '../../logic/listingUrl';
import { initialSearchBox, searchBoxReducer } from '../../logic/searchBox';
import { CategoryFilter } from './CategoryFilter';
import { ProjectCard } from './ProjectCard';
import { useCoverPreload } from './useCoverPreload';

const OPTIONS = categoryOptions(PORTFOLIO_ITEMS);
const KNOWN = OPTIONS.map((o) => o.value);
const COVER_SOURCES = PORTFOLIO_ITEMS.map((item) => item.cover_image);
/** Cards that hydrate with the page (the first row at the widest grid, 4 columns); the rest hydrate after it, this many at a time. */
const HYDRATE_FIRST = 4;
const HYDRATE_GROUP = 6;

/** Site spec §2.11: the portfolio listing; the category and the search text live in the URL query. */
export function PortfolioListing() {
  const [params, setParams] = useSearchParams();
  const query = readListingQuery(params, KNOWN);
  // A change builds on the query last asked for, which the URL (a router transition) may not have reached yet. A
  // ref, read and written only by the handlers: two changes in one task see each other (logic/listingUrl.ts).
  const written = useRef<ListingUrl | null>(null);
  // The box shows each keystroke at once; the URL (a router transition) follows (logic/searchBox.ts).
  const [box, dispatch] = useReducer(searchBoxReducer, query.search, initialSearchBox);
  if (box.url !== query.search) dispatch({ type: 'url', search: query.search });
  // A prerendered listing keeps its cards (decided once, from the document); its status line still says
  // 'Loading portfolio items...' until every cover has loaded or failed (site spec §2.11).
  const [fromServerHtml] = useState(startsFromServerHtml);
  const ready = useCoverPreload(COVER_SOURCES);
  const visible = useMemo(() => filterProjects(PORTFOLIO_ITEMS, query.category, box.text), [query.category, box.text]);
  const groups = hydrationGroups(visible, HYDRATE_FIRST, HYDRATE_GROUP);

  const writeQuery = (change: Partial<ListingQuery>, replace: boolean) => {
    const seen = listingUrlReducer(written.current ?? initialListingUrl(params.toString()), { type: 'url', query: params.toString() });
    const base = latestQuery(seen);
    const next = writeListingQuery({ ...readListingQuery(base, KNOWN), ...change }, base);
    written.current = listingUrlReducer(seen, { type: 'wrote', query: next.toString() });
    setParams(next, { replace });
  };
  const selectCategory = (category: string) => writeQuery({ search: box.text, category }, false);
  const changeSearch = (search: string) => {
    dispatch({ type: 'typed', text: search });
    // Typing replaces the history entry, so Back leaves the listing instead of undoing keystrokes.
    writeQuery({ search }, true);
  };

  return (
    <PageFrame>
      <PageHead title={LISTING.title} description={LISTING.description} path="/portfolio" />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {LISTING.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Selected projects in computer vision, generative AI, language and audio processing, data analysis and automation. Pick a category or search by title,
        description or tag.
      </Typography>

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 3 }}>
        <CategoryFilter options={OPTIONS} selected={query.category} onSelect={selectCategory} />
        <TextField
          type="search"
          value={box.text}
          onChange={(e) => changeSearch(e.target.value)}
          placeholder={LISTING.searchPlaceholder}
          size="small"
          sx={{ maxWidth: { sm: 420 }, bgcolor: 'background.paper' }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search portfolio' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search size={18} aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>

      {!ready && !fromServerHtml ? (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {LISTING.loading}
          </Typography>
          {/* Card-sized placeholders in the grid's own columns, so nothing jumps when the covers arrive. */}
          <Box
            aria-hidden
            data-testid="portfolio-grid-skeleton"
            sx={{
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {Array.from({ length: Math.min(PORTFOLIO_ITEMS.length, 8) }, (_, i) => (
              <Box key={i} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
                <Skeleton variant="rectangular" height={200} />
                <Box sx={{ p: 2 }}>
                  <Skeleton width="80%" height={32} />
                  <Skeleton />
                  <Skeleton width="60%" />
                  <Skeleton width="50%" height={40} />
                </Box>
              </Box>
            ))}
          </Box>
        </>
      ) : (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {!ready ? LISTING.loading : visible.length === 0 ? LISTING.empty : `Showing ${visible.length} of ${PORTFOLIO_ITEMS.length} projects`}
          </Typography>
          {visible.length > 0 && (
            <Box
              component="ul"
              aria-label="Portfolio items"
              data-testid="portfolio-grid"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: { xs: 2, md: 3 },
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
              }}
            >
              {groups.first.map((item, index) => (
                <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
                  <ProjectCard item={item} eager={index < EAGER_COVERS} />
                </Box>
              ))}
              {/* Each group is hydrated by React after the page is live (logic/hydrationGroups.ts); nothing suspends. */}
              {groups.later.map((group) => (
                <Suspense key={group[0]!.id} fallback={null}>
                  {group.map((item) => (
                    <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
                      <ProjectCard item={item} />
                    </Box>
                  ))}
                </Suspense>
              ))}
            </Box>
          )}
        </>
      )}
    </PageFrame>
  );
}
