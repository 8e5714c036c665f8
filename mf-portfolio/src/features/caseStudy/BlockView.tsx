import { Box, Typography } from '@portfolio/mui';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@portfolio/mui/extra';
import { CodeSample } from './CodeSample';
import type { Block } from '../../data/contentTypes';

function Figures({ items, note }: Extract<Block, { kind: 'figures' }>) {
  return (
    <Box sx={{ my: 2 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fill, minmax(170px, 1fr))' } }}
      >
        {items.map((item, i) => (
          <Paper key={`${item.value}-${i}`} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column-reverse', gap: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, typography: 'h3', fontWeight: 700, color: 'primary.main', lineHeight: 1.2 }}>
              {item.value}
            </Typography>
          </Paper>
        ))}
      </Box>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

function Pipeline({ steps }: Extract<Block, { kind: 'pipeline' }>) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, my: 2, display: 'grid', gap: 1.5 }}>
      {steps.map((step, i) => (
        <Box component="li" key={step.title} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 32,
              height: 32,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: 'body2.fontSize',
            }}
          >
            {i + 1}
          </Box>
          <Box sx={{ pt: 0.5, minWidth: 0 }}>
            <Typography component="span" sx={{ fontWeight: 650 }}>
              {step.title}
            </Typography>
            <Typography component="span" color="text.secondary">
              {' — '}
              {step.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function DataTable({ caption, columns, rows }: Extract<Block, { kind: 'table' }>) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={caption} sx={{ my: 2 }}>
      <Table size="small" sx={{ '& caption': { captionSide: 'top', textAlign: 'left', fontWeight: 600, px: 2, pt: 1.5, pb: 1, color: 'text.primary' } }}>
        <Box component="caption">{caption}</Box>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c} sx={{ fontWeight: 700 }}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.join('|')}>
              {row.map((cell, i) => (
                <TableCell key={`${i}-${cell}`}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Renders one content block of a case study. */
export function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return <Typography sx={{ my: 1.5 }}>{block.text}</Typography>;
    case 'list':
      return (
        <Box component={block.ordered ? 'ol' : 'ul'} sx={{ my: 1.5, pl: 3, '& li': { mb: 0.75 } }}>
          {block.items.map((item) => (
            <li key={item}>
              <Typography component="span">{item}</Typography>
            </li>
          ))}
        </Box>
      );
    case 'code':
      return <CodeSample title={block.title} language={block.language} code={block.code} note={block.note} tokens={block.tokens} />;
    case 'figures':
      return <Figures {...block} />;
    case 'table':
      return <DataTable {...block} />;
    case 'pipeline':
      return <Pipeline {...block} />;
  }
}
