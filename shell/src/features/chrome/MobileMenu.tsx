import { Box, Button, IconButton, Typography } from '@portfolio/mui';
import { Dialog, List, ListItemButton, ListItemIcon, ListItemText } from '@portfolio/mui/frame';
import { LogIn, LogOut, UserRound, X } from 'lucide-react';
import { Link, useLocation } from '@portfolio/router';
import { isOwner, useAuth } from '@portfolio/auth';
import { isActiveLink, navLinksFor } from '../../logic/navigation';
import { usePathIntent } from '../../remotes/preloadOnIntent';
import { NAV_ICONS } from './navIcons';
import { useSignOut } from './useSignOut';

/** Site spec §2.2: under 768 px, a full-screen menu with the five pages, then the account entries. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const links = navLinksFor(isOwner(useAuth((s) => s.user)));
  const user = useAuth((s) => s.user);
  const signOut = useSignOut();
  const pathIntent = usePathIntent();
  const item = (to: string, label: string, Icon: typeof UserRound) => (
    <li key={to}>
      <ListItemButton component={Link} to={to} onClick={onClose} ref={pathIntent(to)} selected={isActiveLink(pathname, to)} sx={{ py: 1.5 }}>
        <ListItemIcon>
          <Icon size={22} aria-hidden />
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { variant: 'h6' } }} />
      </ListItemButton>
    </li>
  );
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="mobile-menu-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Typography id="mobile-menu-title" variant="h6" component="h2">
          Menu
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <X size={24} />
        </IconButton>
      </Box>
      <nav aria-label="Mobile">
        <List>
          {links.map(({ to, label }) => item(to, label, NAV_ICONS[to]))}
          {user ? item('/profile', 'Profile', UserRound) : item('/signin', 'Sign In', LogIn)}
        </List>
      </nav>
      {user && (
        <Box sx={{ px: 2 }}>
          <Button
            fullWidth
            variant="outlined"
            startIcon={<LogOut size={20} />}
            onClick={async () => {
              onClose();
              await signOut();
            }}
          >
            Sign Out
          </Button>
        </Box>
      )}
    </Dialog>
  );
}
