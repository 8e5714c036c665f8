import { useState } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@portfolio/mui';
import { Tab, Tabs } from '@portfolio/mui/frame';
import { DEFAULT_JOB_ID, type JobId } from '../../logic/constants';
import { JOBS } from './aboutContent';

const PANEL_ID = 'job-details';

/** Site spec §2.10: the three positions as tabs (ids job1–job3); the chosen one's details show beside them, job2 first. */
export function ExperienceTimeline() {
  const [selected, setSelected] = useState<JobId>(DEFAULT_JOB_ID);
  const job = JOBS.find((j) => j.id === selected) ?? JOBS[0];
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Tabs
        orientation="vertical"
        value={selected}
        onChange={(_, value: JobId) => setSelected(value)}
        aria-label="Positions"
        slotProps={{ indicator: { sx: { left: 0, right: 'auto', width: 4, borderRadius: 2 } } }}
        sx={{ borderLeft: 2, borderColor: 'divider' }}
      >
        {JOBS.map((j) => (
          <Tab
            key={j.id}
            id={j.id}
            value={j.id}
            aria-controls={PANEL_ID}
            label={
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left' }}>
                <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
                  {j.role}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  {j.employer}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, whiteSpace: 'nowrap' }}>
                  {j.period}
                </Box>
              </Box>
            }
            sx={{ alignItems: 'flex-start', maxWidth: 'none', py: 1.5, pl: 2.5 }}
          />
        ))}
      </Tabs>
      {job && (
        <Card variant="outlined" role="tabpanel" id={PANEL_ID} aria-labelledby={job.id}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography component="h3" variant="h5">
              {job.role}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {job.employer} · {job.period}
            </Typography>
            <Typography sx={{ mb: 1.5 }}>{job.summary}</Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
              {job.highlights.map((h) => (
                <Typography component="li" key={h} sx={{ mb: 0.75 }}>
                  {h}
                </Typography>
              ))}
            </Box>
            <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mt: 2 }}>
              {job.tags.map((tag) => (
                <Chip key={tag} label={tag} size="small" variant="outlined" />
              ))}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
