import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CONTRACT_MESSAGES } from './constants';

export interface ExposeTypeInput {
  /** The remote's folder (its tsconfig.json and src/exposes/ live there). */
  remoteDir: string;
  /** Contract ids to check (`mf_quote/QuoteWizard`), each an expose `./QuoteWizard` from `src/exposes/QuoteWizard.tsx`. */
  ids: readonly string[];
  /** The live shell's contract types: a module exporting `RemoteModules` (the text of packages/ui/src/contracts.ts). */
  contractTypes: string;
  /** Sources that stand in for files on disk, by path (tests: a changed expose without writing one). */
  overrides?: Record<string, string>;
}

const CONTRACT_MODULE = '__shell_contract__';
const CHECK_MODULE = '__contract_check__';

/** The file an expose is built from, by the remotes' common layout (src/exposes/<Name>.tsx). */
export const exposeFile = (remoteDir: string, id: string) => path.join(remoteDir, 'src', 'exposes', `${id.split('/')[1]}.tsx`);

/**
 * The check, as TypeScript: each expose must be assignable to the contract's module type (so it requires no prop the
 * shell does not pass, and takes each passed prop at a type the shell passes), and must declare every prop the
 * shell passes (TypeScript alone lets a component ignore a prop; a remote that drops one has broken the contract).
 * The model is Module Federation's type hints (`dts`): the shell's published types, checked against a remote's code.
 */
function checkSource(ids: readonly string[]): string {
  const lines = [
    `import type { ComponentType } from 'react';`,
    `import type { RemoteModules } from './${CONTRACT_MODULE}';`,
    `type PropsOf<T> = T extends ComponentType<infer P> ? P : never;`,
    `type Dropped<C, R> = Exclude<keyof PropsOf<C>, keyof PropsOf<R>>;`,
  ];
  ids.forEach((id, i) => {
    const name = id.split('/')[1];
    lines.push(
      `import * as expose${i} from './exposes/${name}';`,
      `// ${id}`,
      `export const assignable${i}: RemoteModules['${id}'] = expose${i};`,
      `export const dropped${i}: [Dropped<RemoteModules['${id}']['default'], typeof expose${i}.default>] extends [never] ? true : Dropped<RemoteModules['${id}']['default'], typeof expose${i}.default> = true;`,
    );
  });
  return `${lines.join('\n')}\n`;
}

/** Problems of a remote's exposes against the shell's contract types, one line each; none when they satisfy it. */
export function exposeTypeProblems({ remoteDir, ids, contractTypes, overrides = {} }: ExposeTypeInput): string[] {
  if (!ids.length) return [];
  const configFile = ts.readConfigFile(path.join(remoteDir, 'tsconfig.json'), (f) => ts.sys.readFile(f));
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, remoteDir);
  const src = path.join(remoteDir, 'src');
  const virtual: Record<string, string> = {
    ...Object.fromEntries(Object.entries(overrides).map(([f, text]) => [path.resolve(f), text])),
    [path.join(src, `${CONTRACT_MODULE}.ts`)]: contractTypes,
    [path.join(src, `${CHECK_MODULE}.ts`)]: checkSource(ids),
  };
  const options: ts.CompilerOptions = { ...parsed.options, noEmit: true, types: [] };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (f) => virtual[path.resolve(f)] ?? read(f);
  host.fileExists = (f) => path.resolve(f) in virtual || exists(f);
  const checkFile = path.join(src, `${CHECK_MODULE}.ts`);
  const program = ts.createProgram({ rootNames: [checkFile], options, host });
  const sourceFile = program.getSourceFile(checkFile)!;
  const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
  const lines = checkSource(ids).split('\n');
  return diagnostics.map((d) => {
    const line = d.start === undefined ? -1 : sourceFile.getLineAndCharacterOfPosition(d.start).line;
    const text = lines[line] ?? '';
    const index = Number(/^export const (?:assignable|dropped)(\d+)/.exec(text)?.[1] ?? /expose(\d+)/.exec(text)?.[1] ?? -1);
    const id = ids[index] ?? 'contract';
    const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    if (text.startsWith('export const dropped')) {
      const props = /Type 'true' is not assignable to type '(.+)'/.exec(message)?.[1] ?? message;
      return CONTRACT_MESSAGES.droppedProps(id, props.replace(/"/g, ''));
    }
    return CONTRACT_MESSAGES.typeMismatch(id, message);
  });
}

/** The contract types of this working tree (what a shell release publishes). */
export const contractTypesOf = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
