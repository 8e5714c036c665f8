import { useId, useState } from 'react';
import { Box, Typography } from '@portfolio/mui';
import { ButtonBase, Collapse, FormControl, InputLabel } from '@portfolio/mui/extra';
import { MenuItem, Select } from '@portfolio/mui/select';
import { ChevronDown } from 'lucide-react';
import { useToast } from '@portfolio/ui';
import { SUBMISSION_STATUSES } from '@portfolio/auth';
import { isUnread } from '../../logic/inbox';
import { submissionFields, submissionSummary, type Submission } from '../../logic/submissionFields';
import { StatusBadge } from '../profile/StatusBadge';
import { saveStatus } from './api';

/** Issue 14: one lead; the header opens every stored field and the Status control, which saves at once. */
export function InboxRow({ item, onSaved }: { item: Submission; onSaved: (status: string) => void }) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const detailsId = useId();
  const labelId = useId();
  const summary = submissionSummary(item);
  const toast = useToast();
  const unread = isUnread(item);

  const change = async (status: string) => {
    if (status === item.row.status) return;
    setSaving(true);
    try {
      onSaved(await saveStatus(item.kind, item.row.id, status));
      toast.success(`Status changed to ${status}.`);
    } catch (err) {
      console.error('Could not save the status:', err);
      toast.error('The status could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="li" sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <ButtonBase
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
        sx={{
          width: '100%',
          textAlign: 'left',
          justifyContent: 'flex-start',
          gap: 1.5,
          p: 2,
          borderRadius: 2,
          flexWrap: 'wrap',
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box component="span" sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: unread ? 800 : 600, overflowWrap: 'anywhere' }}>
            {unread && (
              <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Unread:{' '}
              </Box>
            )}
            {item.row.name} · {summary.title}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {summary.kindLabel} · {summary.date} · {item.row.email}
          </Typography>
        </Box>
        <StatusBadge status={summary.status} tone={summary.tone} />
        <Box component="span" aria-hidden sx={{ display: 'inline-flex', transform: open ? 'rotate(180deg)' : 'none' }}>
          <ChevronDown size={20} />
        </Box>
      </ButtonBase>
      <Collapse in={open} id={detailsId} unmountOnExit timeout={0}>
        <Box sx={{ px: 2, pb: 2 }}>
          <FormControl size="small" sx={{ minWidth: 200, my: 1 }} disabled={saving}>
            <InputLabel id={labelId}>Status</InputLabel>
            <Select labelId={labelId} label="Status" value={item.row.status} onChange={(e) => void change(e.target.value)}>
              {SUBMISSION_STATUSES[item.kind].map((status) => (
                <MenuItem key={status} value={status}>
                  {status}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
            {submissionFields(item).map((field) => (
              <Box key={field.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                  {field.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {field.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Collapse>
    </Box>
  );
}
