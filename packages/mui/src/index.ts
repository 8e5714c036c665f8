/**
 * The MUI the site shares (packages/federation): this module, what remotes render that the shell's pages already run
 * (so a remote page adds nothing to download for it); `@portfolio/mui/extra`, what only remote pages use (the site's
 * text field, tables, progress), loaded with the first page that needs it; `/choices`, radios, checkboxes and the
 * native select, for the pages with forms; and `/select` and `/tabs`, MUI's menu select and tabs, heavy and used by
 * the account pages only. The shell provides them all,
 * so there is one theme, one emotion cache and one copy of each component on a page; because these lists are all a
 * shared copy exports, the bundler drops the rest of MUI. What only the shell and the shared packages use is in
 * `@portfolio/mui/frame`, which is not shared: a remote page never downloads the shell's tooltips or dialogs.
 *
 * Adding a component a remote uses: add it here if the shell's pages also render it, else to `extra.ts` (a choice control: `choices.ts`), and bump
 * this package's minor version. A remote that needs the new export requires `workspace:^<new version>`, so a
 * deployed shell with an older copy refuses to mount it as a version skew instead of rendering `undefined`.
 */
export { Alert, Avatar, Box, Button, Card, CardContent, Chip, IconButton, Link, Skeleton, Stack, ThemeProvider, Typography, keyframes } from '@mui/material';
export type * from '@mui/material';

// The site's theme uses CSS variables (packages/ui's theme.ts), and MUI's types say so only when told.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
