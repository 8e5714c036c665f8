import { useEffect, useMemo, useState } from 'react';
import { Box, Button, IconButton, Typography } from '@portfolio/mui';
import { AppBar, Toolbar } from '@portfolio/mui/frame';
import { Menu, PanelLeftClose, PanelLeftOpen, UserRound } from 'lucide-react';
import { Link } from '@portfolio/router';
import { displayName, useAuth } from '@portfolio/auth';
import { OnceOpened, SIDEBAR, SITE, lazyOverlay } from '@portfolio/ui';
import { belowDesktop, fromDesktop } from '../../logic/sidebar';
import { intentRef, usePathIntent } from '../../remotes/preloadOnIntent';
import { POLICIES } from '../../remotes/policies';
import { useSidebar } from './sidebarStore';
import { useSignOut } from './useSignOut';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ThemeToggle } from './ThemeToggle';

// The phone menu's code (MUI's Dialog) loads when the page is idle, or when a finger lands on the button.
const MobileMenu = lazyOverlay(() => import('./MobileMenu').then((m) => m.MobileMenu));

/** Site spec §2.2: sidebar toggle (wide screens), site title, and the account controls or the phone menu. */
export function TopBar() {
  const expanded = useSidebar((s) => s.expanded);
  const toggle = useSidebar((s) => s.toggle);
  const user = useAuth((s) => s.user);
  const status = useAuth((s) => s.status);
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const ToggleIcon = expanded ? PanelLeftClose : PanelLeftOpen;
  const pathIntent = usePathIntent();
  const menuIntent = useMemo(() => intentRef(MobileMenu.preload), []);
  useEffect(() => POLICIES.idle(MobileMenu.preload, document.documentElement), []);

  return (
    <AppBar position="fixed" color="inherit" elevation={1} sx={{ height: SIDEBAR.topBarHeight, justifyContent: 'center' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          onClick={toggle}
          aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
          aria-expanded={expanded}
          sx={{ display: fromDesktop('inline-flex') }}
        >
          <ToggleIcon size={22} />
        </IconButton>
        <Typography
          component={Link}
          to="/"
          variant="h6"
          noWrap
          sx={{ fontWeight: 800, color: 'text.primary', textDecoration: 'none', flexGrow: 1, minWidth: 0 }}
        >
          {/* The owner's name, on every page (issue 38); the short name stays the home-screen label. */}
          {SITE.ownerName}
        </Typography>
        <ThemeToggle />
        <IconButton
          aria-label="Open menu"
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
          ref={menuIntent}
          sx={{ display: belowDesktop('inline-flex') }}
        >
          <Menu size={24} />
        </IconButton>
        <OnceOpened open={menuOpen}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </OnceOpened>
        {status === 'loading' ? null : user ? (
          <Box sx={{ display: fromDesktop('flex'), alignItems: 'center', gap: 1 }}>
            <Button component={Link} to="/profile" ref={pathIntent('/profile')} startIcon={<UserRound size={18} />} color="inherit" data-testid="profile-link">
              {displayName(user)}
            </Button>
            <Button variant="outlined" onClick={signOut}>
              Sign Out
            </Button>
          </Box>
        ) : (
          // Quieter than the quote action, the one filled button in the chrome (issue 30).
          <Button variant="outlined" component={Link} to="/signin" ref={pathIntent('/signin')} sx={{ display: fromDesktop('inline-flex') }}>
            Sign In
          </Button>
        )}
      </Toolbar>
      {/* Here rather than in Layout: the top bar is on every page, and this keeps Layout untouched. */}
      <RouteAnnouncer />
    </AppBar>
  );
}
