import type { ComponentProps } from 'react';
import type { MDXComponents } from 'mdx/types';
import { Box, Link as MuiLink, Typography } from '@portfolio/mui';
import { CODE_BACKGROUND, CODE_BAR, CODE_FOCUS, CODE_FONT as MONO, CODE_TEXT } from '@portfolio/ui/code-colors';

/** A fenced code block, highlighted at build time (scripts/mdxPlugins.ts): it scrolls and can be focused to do so. */
function CodeBlock({ children, ...rest }: ComponentProps<'pre'> & { 'data-language'?: string }) {
  const language = rest['data-language'] ?? 'text';
  return (
    <Box
      component="pre"
      tabIndex={0}
      role="region"
      aria-label={`Code sample (${language})`}
      data-language={language}
      sx={{
        my: 2,
        p: 2,
        overflow: 'auto',
        borderRadius: 2,
        border: `1px solid ${CODE_BAR}`,
        bgcolor: CODE_BACKGROUND,
        color: CODE_TEXT,
        fontFamily: MONO,
        fontSize: 'body2.fontSize',
        lineHeight: 1.6,
        tabSize: 4,
        '& code': { fontFamily: 'inherit', bgcolor: 'transparent', p: 0, color: 'inherit' },
        '&:focus-visible': { outline: `2px solid ${CODE_FOCUS}`, outlineOffset: -2 },
      }}
    >
      {children}
    </Box>
  );
}

/** How a post's Markdown renders with the site's type scale: the post's h1 is its title, so Markdown starts at h2. */
export const MDX_COMPONENTS: MDXComponents = {
  h2: ({ children }) => (
    <Typography component="h2" variant="h3" sx={{ mt: 4, mb: 1.5 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography component="h3" variant="h4" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => <Typography sx={{ mb: 2, maxWidth: 760 }}>{children}</Typography>,
  ul: ({ children }) => (
    <Box component="ul" sx={{ mb: 2, pl: 3, maxWidth: 760, '& li': { mb: 0.5 } }}>
      {children}
    </Box>
  ),
  a: ({ href, children }: ComponentProps<'a'>) => <MuiLink href={href}>{children}</MuiLink>,
  pre: CodeBlock,
  code: ({ children, className, ...rest }: ComponentProps<'code'> & { 'data-highlighted'?: string }) => (
    <Box
      component="code"
      className={className}
      data-highlighted={rest['data-highlighted']}
      sx={{ fontFamily: MONO, fontSize: 'body2.fontSize', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}
    >
      {children}
    </Box>
  ),
};
