/**
 * The MUI only the shell and the shared packages' own code use: never shared, so a remote page does not download
 * the shell's tooltips, dialogs, menus and tabs to render a listing (issue 26). Each build bundles what it imports
 * from here, and the shell's imports reach only the modules a page renders (this package is side-effect free).
 * A remote that needs one of these imports it from `@portfolio/mui` or `/extra` instead: those are shared.
 */
export {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  AppBar,
  CardActionArea,
  Container,
  CssBaseline,
  Dialog,
  DialogContent,
  Fab,
  Fade,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Snackbar,
  Tab,
  Tabs,
  Toolbar,
  Tooltip,
  createTheme,
} from '@mui/material';
