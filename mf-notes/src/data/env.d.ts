/// <reference types="mdx" />

/** rspack's module context: every post file, resolved at build time (the literals must stay literal). */
interface NotesModuleContext {
  keys(): string[];
  (key: string): unknown;
}

interface ImportMeta {
  webpackContext(dir: string, options: { recursive: boolean; regExp: RegExp; mode: 'sync' }): NotesModuleContext;
}
