import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from './config';
import { generateDatabaseTypes } from './typegen/generateDatabaseTypes';
import { databaseTypesFile } from './typegen/databaseTypesFile';

// `pnpm db:types`: regenerates the committed Database type from the migrations.
const text = await generateDatabaseTypes();
await writeFile(databaseTypesFile, text);
console.log(`Wrote ${path.relative(path.resolve(packageRoot, '../..'), databaseTypesFile)}`);
