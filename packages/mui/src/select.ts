/**
 * MUI's menu select: a shared module of its own, because it brings Menu, Popover and Modal along (about 13 kB brotli),
 * and only the owner's inbox uses it. Every other select on the site is a native one (`NativeSelectField` in /choices).
 */
export { MenuItem, Select } from '@mui/material';
