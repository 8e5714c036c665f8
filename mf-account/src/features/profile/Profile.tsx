import { useMemo, useState, type ReactNode } from 'react';
import { Box, Typography } from '@portfolio/mui';
import { Paper, useMediaQuery, useTheme } from '@portfolio/mui/extra';
import { Tab, Tabs } from '@portfolio/mui/tabs';
import { Briefcase, Mail, Settings } from 'lucide-react';
import { displayName, useAuth } from '@portfolio/auth';
import { PageFrame } from '@portfolio/ui';
import { MESSAGES, PROFILE_TABS } from '../../logic/constants';
import { mergeRequests } from '../../logic/mergeRequests';
import { profileStats } from '../../logic/profileStats';
import type { Submission } from '../../logic/submissionFields';
import { AccountSettings } from '../accountSettings/AccountSettings';
import { ProfileHeader } from './ProfileHeader';
import { StatTiles } from './StatTiles';
import { SubmissionList } from './SubmissionList';
import { useMySubmissions } from './useMySubmissions';

const TAB_ICONS = [Mail, Briefcase, Settings];
const tabId = (i: number) => `profile-tab-${i}`;
const panelId = (i: number) => `profile-panel-${i}`;

function TabPanel({ index, current, children }: { index: number; current: number; children: ReactNode }) {
  if (index !== current) return null;
  return (
    <Box role="tabpanel" id={panelId(index)} aria-labelledby={tabId(index)} sx={{ flex: 1, minWidth: 0 }}>
      <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
        {PROFILE_TABS[index]}
      </Typography>
      {children}
    </Box>
  );
}

/** Site spec §2.8, signed in: header, stat tiles, and the tabs (vertical beside the content on desktop). */
export function Profile() {
  const user = useAuth((s) => s.user);
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [tab, setTab] = useState(0);
  const { state, retry } = useMySubmissions(user?.id ?? '');

  const contacts = useMemo<Submission[]>(() => (state.status === 'ready' ? state.contacts.map((row) => ({ kind: 'contact' as const, row })) : []), [state]);
  const requests = useMemo<Submission[]>(() => (state.status === 'ready' ? mergeRequests(state.quotes, state.serviceRequests) : []), [state]);
  if (!user) return null;

  const counts =
    state.status === 'ready' ? { contacts: state.contacts.length, quotes: state.quotes.length, serviceRequests: state.serviceRequests.length } : null;

  return (
    <PageFrame>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
        <ProfileHeader name={displayName(user)} email={user.email ?? ''} memberSince={user.created_at} />
        <StatTiles tiles={profileStats(counts, user.created_at)} />
        <Paper
          variant="outlined"
          sx={{ display: 'flex', flexDirection: desktop ? 'row' : 'column', gap: { xs: 2, md: 4 }, p: { xs: 1.5, sm: 3 }, minWidth: 0 }}
        >
          <Tabs
            value={tab}
            onChange={(_, value: number) => setTab(value)}
            orientation={desktop ? 'vertical' : 'horizontal'}
            variant={desktop ? 'standard' : 'scrollable'}
            allowScrollButtonsMobile
            aria-label="Profile sections"
            sx={{ flexShrink: 0, minWidth: desktop ? 230 : undefined, borderRight: desktop ? 1 : 0, borderBottom: desktop ? 0 : 1, borderColor: 'divider' }}
          >
            {PROFILE_TABS.map((label, i) => {
              const Icon = TAB_ICONS[i]!;
              return (
                <Tab
                  key={label}
                  label={label}
                  id={tabId(i)}
                  aria-controls={panelId(i)}
                  icon={<Icon size={18} aria-hidden />}
                  iconPosition="start"
                  sx={{ justifyContent: 'flex-start', minHeight: 48, textAlign: 'left' }}
                />
              );
            })}
          </Tabs>
          <TabPanel index={0} current={tab}>
            <SubmissionList status={state.status} items={contacts} empty={MESSAGES.noContacts} onRetry={retry} />
          </TabPanel>
          <TabPanel index={1} current={tab}>
            <SubmissionList status={state.status} items={requests} empty={MESSAGES.noRequests} onRetry={retry} />
          </TabPanel>
          <TabPanel index={2} current={tab}>
            <AccountSettings />
          </TabPanel>
        </Paper>
      </Box>
    </PageFrame>
  );
}
