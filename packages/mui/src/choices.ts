/**
 * Choice controls: radios, checkboxes and the site's native select. A shared module of its own, because the pages
 * with only a text field or a table (the portfolio, the services) need none of them before they are live (issue 26).
 */
export { Checkbox, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
export { NativeSelectField } from './nativeSelectField';
export type { NativeSelectFieldProps } from './nativeSelectField';
