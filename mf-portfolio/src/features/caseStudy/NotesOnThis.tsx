import { Box, Link as MuiLink, Typography } from '@portfolio/mui';
import { Link } from '@portfolio/router';
import { NOTE_LINKS } from '@portfolio/ui/note-links';
import { CASE_STUDY } from '../../logic/constants';

/** Issue 41: the notes that explain this case study, linked back from it (their front matter names it as related). */
export function NotesOnThis({ slug }: { slug: string }) {
  const notes = NOTE_LINKS[slug];
  if (!notes?.length) return null;
  return (
    <Box component="nav" aria-labelledby="case-study-notes" sx={{ mt: 6 }}>
      <Typography id="case-study-notes" component="h2" variant="h4" sx={{ mb: 1 }}>
        {CASE_STUDY.notesHeading}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0 }}>
        {notes.map((note) => (
          <li key={note.path}>
            <MuiLink component={Link} to={note.path}>
              {note.title}
            </MuiLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
