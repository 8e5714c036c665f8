import { useEffect, useRef, useState } from 'react';
import { Box, Button, Typography } from '@portfolio/mui';
import { LEADS_LIST } from '../../logic/constants';
import { moreToDraw } from '../../logic/inbox';
import type { Submission } from '../../logic/submissionFields';
import { InboxRow } from './InboxRow';

/**
 * The leads that match the filters, drawn a page at a time (LEADS_LIST). A new filter starts again at the first page;
 * "Show more" draws the next and moves focus to the first row it drew, and the status line says how many are drawn.
 */
export function InboxList({
  matching,
  total,
  filterKey,
  onSaved,
}: {
  matching: Submission[];
  total: number;
  /** Changes when the filters change, and only then: a saved status keeps the rows drawn. */
  filterKey: string;
  onSaved: (item: Submission, status: string) => void;
}) {
  // focusFrom: the first row the last "Show more" drew, which takes focus; -1 before any.
  const [page, setPage] = useState<{ filterKey: string; drawn: number; focusFrom: number }>({ filterKey, drawn: LEADS_LIST.pageSize, focusFrom: -1 });
  const drawn = Math.min(page.filterKey === filterKey ? page.drawn : LEADS_LIST.pageSize, matching.length);
  const more = moreToDraw(drawn, matching.length, LEADS_LIST.pageSize);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (page.focusFrom < 0) return;
    list.current?.children[page.focusFrom]?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
  }, [page]);

  return (
    <>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {LEADS_LIST.shown(drawn, matching.length, total)}
      </Typography>
      {matching.length === 0 ? (
        <Typography>{total === 0 ? 'Nothing has arrived yet.' : 'Nothing matches these filters.'}</Typography>
      ) : (
        <Box component="ul" ref={list} aria-label="Submissions" sx={{ p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
          {matching.slice(0, drawn).map((item) => (
            <InboxRow key={`${item.kind}:${item.row.id}`} item={item} onSaved={(status) => onSaved(item, status)} />
          ))}
        </Box>
      )}
      {more > 0 && (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setPage({ filterKey, drawn: drawn + more, focusFrom: drawn })}>
          {LEADS_LIST.more(more)}
        </Button>
      )}
    </>
  );
}
