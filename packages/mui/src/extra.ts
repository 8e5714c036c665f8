/**
 * The MUI only remote pages use (see index.ts): a shared module of its own, so a page without a form or a
 * table never downloads or evaluates it. Its text field is the site's own (fields.tsx): MUI's TextField would bring
 * its menu select along; that one is `@portfolio/mui/select`, for the one page with a menu. Radios, checkboxes and
 * selects are `@portfolio/mui/choices`.
 */
export {
  ButtonBase,
  CardActions,
  CircularProgress,
  Collapse,
  Divider,
  FormControl,
  InputAdornment,
  InputLabel,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
export { TextField } from './fields';
export type { TextFieldProps } from './fields';
