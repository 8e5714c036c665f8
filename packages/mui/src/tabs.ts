/**
 * MUI's tabs: a shared module of its own, because with their roving focus they weigh about 7.6 kB brotli and only the
 * profile page uses them; in /extra, every page with a field downloaded them before it was live (issue 26).
 */
export { Tab, Tabs } from '@mui/material';
