import { Box, Button, Typography } from '@portfolio/mui';
import { Check, Copy } from 'lucide-react';
import { useCopy } from '@portfolio/ui';
import { CASE_STUDY } from '../../logic/constants';
import { visuallyHidden } from '../shared/visuallyHidden';
import { CODE_BACKGROUND, CODE_BAR, CODE_FOCUS, CODE_FONT as MONO, CODE_SOFT, CODE_STRONG, CODE_TEXT } from '@portfolio/ui/code-colors';
import type { CodeLanguage, TokenLine } from '../../data/contentTypes';

/** Build-time tokens as coloured spans, one text node per run, so the block's text is exactly the code. */
function Highlighted({ tokens }: { tokens: readonly TokenLine[] }) {
  return tokens.map((line, i) => (
    <span key={i}>
      {line.map(([text, color], j) => (
        <span key={j} style={{ color }}>
          {text}
        </span>
      ))}
      {i < tokens.length - 1 ? '\n' : null}
    </span>
  ));
}

/** A readable code sample: title bar, language, a copy button, and a monospace block that scrolls, highlighted when built tokens exist. */
export function CodeSample({
  title,
  language,
  code,
  note,
  tokens,
}: {
  title: string;
  language: CodeLanguage;
  code: string;
  note?: string;
  tokens?: readonly TokenLine[];
}) {
  const { copied, copy: copyText } = useCopy(CASE_STUDY.copyFailed);
  const copy = () => copyText(code);

  return (
    <Box component="figure" sx={{ m: 0, my: 2, minWidth: 0 }}>
      <Box sx={{ borderRadius: 2, overflow: 'hidden', border: `1px solid ${CODE_BAR}`, bgcolor: CODE_BACKGROUND }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 0.75,
            bgcolor: CODE_BAR,
            color: CODE_TEXT,
          }}
        >
          <Typography component="figcaption" variant="body2" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography component="span" variant="caption" sx={{ fontFamily: MONO, color: CODE_SOFT, textTransform: 'uppercase' }}>
            {language}
          </Typography>
          <Button
            size="small"
            onClick={copy}
            aria-label={`${copied ? CASE_STUDY.copied : CASE_STUDY.copy} code: ${title}`}
            startIcon={copied ? <Check size={14} aria-hidden /> : <Copy size={14} aria-hidden />}
            sx={{ color: CODE_STRONG, minWidth: 0, '&:focus-visible': { outline: `2px solid ${CODE_FOCUS}`, outlineOffset: 2 } }}
          >
            {copied ? CASE_STUDY.copied : CASE_STUDY.copy}
          </Button>
        </Box>
        <Box
          component="pre"
          tabIndex={0}
          role="region"
          aria-label={`Code: ${title}`}
          sx={{
            m: 0,
            p: 2,
            maxHeight: 480,
            overflow: 'auto',
            color: CODE_TEXT,
            fontFamily: MONO,
            fontSize: 'body2.fontSize',
            lineHeight: 1.6,
            tabSize: 4,
            '&:focus-visible': { outline: `2px solid ${CODE_FOCUS}`, outlineOffset: -2 },
          }}
        >
          <code data-highlighted={tokens ? 'true' : undefined}>{tokens ? <Highlighted tokens={tokens} /> : code}</code>
        </Box>
      </Box>
      <Box component="span" role="status" sx={visuallyHidden}>
        {copied ? 'Code copied to the clipboard' : ''}
      </Box>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}
