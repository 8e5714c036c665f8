import { useEffect, useState } from 'react';
import { Box } from '@portfolio/mui';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@portfolio/mui/frame';
import { Link, useLocation } from '@portfolio/router';
import { DARK_SURFACE, FOCUS_RING, SIDEBAR, lazyOverlay } from '@portfolio/ui';
import { isOwner, useAuth } from '@portfolio/auth';
import { isActiveLink, navLinksFor } from '../../logic/navigation';
import { useNarrowestWidth } from './NarrowestWidthContext';
import { decorIconCount, fromDesktop } from '../../logic/sidebar';
import { NAV_ICONS } from './navIcons';
import { useSidebar } from './sidebarStore';
import { usePathIntent } from '../../remotes/preloadOnIntent';
import { whenIdle } from '../../scheduling/whenIdle';

type TechIcons = (typeof import('./techIcons'))['TECH_ICONS'];

// The sidebar starts expanded, so MUI's Tooltip (and its popper) loads only when it is first collapsed; until then,
// and if it cannot load, an icon shows without its hover label (it keeps its accessible name either way).
const NavTooltip = lazyOverlay(
  () => import('./NavTooltip').then((m) => m.NavTooltip),
  ({ children }) => children,
);

/**
 * The faint icon background. It is drawn once the page is idle, icons' code included: it is a quarter of a
 * page's DOM, and nobody needs it before the content is live.
 */
function DecorativeIcons({ expanded }: { expanded: boolean }) {
  // None in the server's HTML and while hydrating (so both agree), the set once the page is idle.
  const [all, setAll] = useState<TechIcons>([]);
  useEffect(
    () =>
      whenIdle(() => {
        // Decoration only: if its code cannot be fetched, the sidebar simply has none.
        import('./techIcons').then(
          (m) => setAll(m.TECH_ICONS),
          () => undefined,
        );
      }),
    [],
  );
  const icons = all.slice(0, decorIconCount(expanded, all.length));
  return (
    <Box
      aria-hidden
      data-testid="sidebar-decor"
      data-count={icons.length}
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        gridTemplateColumns: expanded ? 'repeat(4, 1fr)' : '1fr',
        alignContent: 'end',
        gap: 2,
        p: 2,
        opacity: 0.07,
        pointerEvents: 'none',
        overflow: 'hidden',
        color: 'common.white',
      }}
    >
      {icons.map((Icon, i) => (
        <Icon key={i} size={22} />
      ))}
    </Box>
  );
}

/** Site spec §2.2: the left sidebar, expanded (icons and labels) or collapsed (icons only); hidden on phones. */
export function Sidebar() {
  const { pathname } = useLocation();
  const links = navLinksFor(isOwner(useAuth((s) => s.user)));
  const pathIntent = usePathIntent();
  const expanded = useSidebar((s) => s.expanded);
  const onLinkClick = useSidebar((s) => s.onLinkClick);
  const widths = useNarrowestWidth();
  // The first render is the same at every width (it hydrates the prerendered HTML); the real width decides after.
  useEffect(() => {
    const { settle, resized } = useSidebar.getState();
    settle(window.innerWidth, widths.read(window.innerWidth));
    const onResize = () => resized(window.innerWidth);
    window.addEventListener('resize', onResize, { passive: true });
    return () => window.removeEventListener('resize', onResize);
  }, [widths]);
  const width = expanded ? SIDEBAR.expandedWidth : SIDEBAR.collapsedWidth;
  return (
    <Box
      component="nav"
      aria-label="Main"
      data-expanded={expanded}
      sx={{
        display: fromDesktop(),
        position: 'fixed',
        top: SIDEBAR.topBarHeight,
        bottom: 0,
        left: 0,
        width,
        bgcolor: DARK_SURFACE.background,
        color: DARK_SURFACE.text,
        // The theme's blue ring is 1.03:1 here (issue 31); the sidebar's light blue is 10:1.
        '--focus-ring-color': FOCUS_RING.onSidebar,
        transition: 'width 200ms ease',
        zIndex: (t) => t.zIndex.appBar - 1,
        overflow: 'hidden',
      }}
    >
      <DecorativeIcons expanded={expanded} />
      <List sx={{ position: 'relative', pt: 1 }}>
        {links.map(({ to, label }) => {
          const Icon = NAV_ICONS[to];
          const active = isActiveLink(pathname, to);
          const button = (
            <ListItemButton
              component={Link}
              to={to}
              selected={active}
              aria-current={active ? 'page' : undefined}
              aria-label={expanded ? undefined : label}
              onClick={() => onLinkClick(window.innerWidth)}
              ref={pathIntent(to)}
              sx={{
                mx: 1,
                my: 0.5,
                borderRadius: 2,
                minHeight: 44,
                px: expanded ? 2 : 1.25,
                color: 'inherit',
                '&.Mui-selected': { bgcolor: DARK_SURFACE.accentSelected, color: DARK_SURFACE.accent },
                '&.Mui-selected:hover, &:hover': { bgcolor: DARK_SURFACE.accentHover },
              }}
            >
              <ListItemIcon sx={{ minWidth: expanded ? 40 : 0, color: 'inherit' }}>
                <Icon size={20} aria-hidden />
              </ListItemIcon>
              {expanded && <ListItemText primary={label} />}
            </ListItemButton>
          );
          return <li key={to}>{expanded ? button : <NavTooltip title={label}>{button}</NavTooltip>}</li>;
        })}
      </List>
    </Box>
  );
}
