import { appByDir } from '@portfolio/federation/ports';
import { specsFor } from './specOwners';

// `tsx support/specsForCli.ts mf-quote`: the spec files that app's pipeline runs, one a line.
const app = appByDir(process.argv[2] ?? '');
if (!app) {
  console.error(`Usage: tsx support/specsForCli.ts <app folder>, got "${process.argv[2] ?? ''}"`);
  process.exit(1);
}
console.log(specsFor(app).join('\n'));
