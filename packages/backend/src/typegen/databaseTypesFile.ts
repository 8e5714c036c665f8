import path from 'node:path';
import { packageRoot } from '../config';

/** Where the generated Database type is committed: @portfolio/auth, which every app already imports. */
export const databaseTypesFile = path.resolve(packageRoot, '../auth/src/database.types.ts');
