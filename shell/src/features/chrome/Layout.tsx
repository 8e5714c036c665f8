import { useEffect, useRef } from 'react';
import { Box } from '@portfolio/mui';
import { Outlet, useLocation } from '@portfolio/router';
import { PAGE_FRAME, SIDEBAR, leaveServerHtml } from '@portfolio/ui';
import { contentMargin } from '../../logic/sidebar';
import { useSidebar } from './sidebarStore';
import { TopBar } from './TopBar';
import { Sidebar } from './Sidebar';
import { Footer } from './Footer';
import { HydrationBoundary } from './HydrationBoundary';
import { ScrollOnNavigation } from './ScrollOnNavigation';
import { FloatingQuoteButton } from '../quote/FloatingQuoteButton';
import { QuoteModalHost } from '../quote/QuoteModalHost';
import { PreviewBar } from '../../remotes/preview/PreviewBar';

/** After the first client-side navigation, pages render from their own first state, not the prerendered one. */
function useLeaveServerHtmlOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) leaveServerHtml();
  }, [pathname]);
}

/** The chrome around every page: top bar, sidebar, content, footer, the quote button and modal. */
export function Layout() {
  useLeaveServerHtmlOnNavigation();
  const margin = useSidebar(contentMargin);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollOnNavigation />
      <HydrationBoundary>
        <TopBar />
      </HydrationBoundary>
      <HydrationBoundary>
        <Sidebar />
      </HydrationBoundary>
      <Box sx={{ ml: { xs: 0, md: `${margin}px` }, transition: 'margin-left 200ms ease', display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
        {/* The fixed top bar's own height: MUI's Toolbar is 56 px on phones, which hid 8 px of the page under a 64 px bar. */}
        <Box aria-hidden sx={{ height: SIDEBAR.topBarHeight, flexShrink: 0 }} />
        <PreviewBar />
        <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, px: PAGE_FRAME.gutter, pt: PAGE_FRAME.top, pb: PAGE_FRAME.block, outline: 'none' }}>
          {/* No boundary here: the prerender finds a remote page's slot as <main>'s first child (routeOwnerSlot). */}
          <Outlet />
        </Box>
        <HydrationBoundary>
          <Footer />
        </HydrationBoundary>
      </Box>
      <FloatingQuoteButton />
      <QuoteModalHost />
    </Box>
  );
}
