import { Avatar, Box, Typography } from '@portfolio/mui';
import { Paper } from '@portfolio/mui/extra';
import { formatDate } from '../../logic/formatDate';

interface ProfileHeaderProps {
  name: string;
  email: string;
  memberSince: string;
}

/** Site spec §2.8: username (or e-mail), e-mail and member-since date; the avatar is the name's initial, drawn here. */
export function ProfileHeader({ name, email, memberSince }: ProfileHeaderProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar aria-hidden sx={{ width: 64, height: 64, bgcolor: 'primary.main', typography: 'h3', fontWeight: 700 }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Member since {formatDate(memberSince)}
        </Typography>
      </Box>
    </Paper>
  );
}
