/**
 * The MUI only remote pages use (see index.ts): a shared module of its own, so a page without a form or a
 * table never downloads or evaluates it.
 */
export {
  ButtonBase,
  CardActions,
  Checkbox,
  CircularProgress,
  Collapse,
  Divider,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  InputLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Select,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
