import type { ReactNode } from 'react';
import { Box } from '@portfolio/mui';
import { PAGE_FRAME } from '../pageFrame/pageFrame';

/** The content column of a page (pageFrame.ts): every page of the shell and the remotes renders inside one. */
export function PageFrame({ children, component = 'div', labelledBy }: { children: ReactNode; component?: 'div' | 'article'; labelledBy?: string }) {
  return (
    <Box
      component={component}
      aria-labelledby={labelledBy}
      {...{ [PAGE_FRAME.attribute]: '' }}
      sx={{ width: '100%', maxWidth: PAGE_FRAME.maxWidth, mx: 'auto', minWidth: 0 }}
    >
      {children}
    </Box>
  );
}
