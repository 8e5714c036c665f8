import { Button } from '@portfolio/mui';
import { FileDown } from 'lucide-react';

/** 'Download CV' (issue 30), shown only when the site config names the owner's CV; the file is the site's own. */
export function DownloadCv({ cv }: { cv: string | null }) {
  if (!cv) return null;
  return (
    <Button variant="text" size="large" component="a" href={cv} download startIcon={<FileDown size={20} aria-hidden />}>
      Download CV
    </Button>
  );
}
