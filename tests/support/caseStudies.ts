import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const FOLDER = path.join(import.meta.dirname, '..', '..', 'mf-portfolio', 'src', 'caseStudies');

/** How many case studies the site has: the folders of mf-portfolio/src/caseStudies that hold a record.ts. */
export const CASE_STUDY_COUNT = readdirSync(FOLDER, { withFileTypes: true }).filter(
  (entry) => entry.isDirectory() && existsSync(path.join(FOLDER, entry.name, 'record.ts')),
).length;
