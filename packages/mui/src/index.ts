/**
 * The MUI the site uses, and nothing else, in two shared modules (packages/federation): this one, what the
 * shell's frame and pages use (the shell's own pages load only the parts they render; this whole module comes
 * with the federation runtime, for the remotes); and `@portfolio/mui/extra`, what only remote pages use
 * (fields, selects, tables, progress), loaded with the first page that needs it. The shell provides both, so
 * there is one theme, one emotion cache and one copy of each component on a page; because these lists are
 * all a shared copy exports, the bundler drops the rest of MUI.
 *
 * Adding a component: add it to this file if the shell uses it, else to `extra.ts`, and bump this package's
 * minor version. A remote that needs the new export requires `workspace:^<new version>`, so a deployed shell
 * with an older copy refuses to mount it as a version skew instead of rendering `undefined`.
 */
export {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  AppBar,
  Avatar,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Container,
  CssBaseline,
  Dialog,
  DialogContent,
  Fab,
  Fade,
  IconButton,
  Link,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Snackbar,
  Stack,
  Tab,
  Tabs,
  ThemeProvider,
  Toolbar,
  Tooltip,
  Typography,
  createTheme,
  keyframes,
} from '@mui/material';
export type * from '@mui/material';

// The site's theme uses CSS variables (packages/ui's theme.ts), and MUI's types say so only when told.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
