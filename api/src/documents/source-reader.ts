import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { documentFrontMatterSchema, type DocumentFrontMatter } from '@nurseprep/contracts';
import { parseMarkdownBlocks, type Block } from './markdown-blocks';

/** One validated source file: its front matter, its body as blocks, and when it last changed. */
export interface DocumentSource {
  frontMatter: DocumentFrontMatter;
  blocks: Block[];
  sourcePath: string;
  modifiedMs: number;
}

/** Every problem found in the folder, one line each, naming the file and the field or line. */
export class DocumentSourceError extends Error {
  constructor(readonly problems: string[]) {
    super(`Study document sources are not valid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'DocumentSourceError';
  }
}

/** The files of a sources folder: `*.md` except the format's README. */
export function documentSourceFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => path.join(folder, name));
}

function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

/** Splits `---\nyaml\n---\nbody`; the body's first line number in the file comes with it. */
function splitFrontMatter(text: string): { yaml: string; body: string; bodyFirstLine: number } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text.replace(/^\uFEFF/, ''));
  if (!match) return null;
  const yaml = match[1] ?? '';
  return { yaml, body: text.slice(match[0].length + (text.startsWith('\uFEFF') ? 1 : 0)), bodyFirstLine: yaml.split('\n').length + 3 };
}

/**
 * Sources already read in this process, by path, with the size and time they had: every app the server (or
 * a test file) builds validates the folder, and an unchanged file need not be parsed again.
 */
const readSources = new Map<string, { size: number; modifiedMs: number; result: DocumentSource | string[] }>();

/** Reads and checks one source. Returns its problems instead of throwing, so a folder reports them all at once. */
export function readDocumentSource(file: string): DocumentSource | string[] {
  const { size, mtimeMs } = statSync(file);
  const known = readSources.get(file);
  if (known && known.size === size && known.modifiedMs === mtimeMs) return known.result;
  const result = parseDocumentSource(file, mtimeMs);
  readSources.set(file, { size, modifiedMs: mtimeMs, result });
  return result;
}

function parseDocumentSource(file: string, modifiedMs: number): DocumentSource | string[] {
  const where = shownPath(file);
  const parts = splitFrontMatter(readFileSync(file, 'utf8'));
  if (!parts) return [`${where}: must start with front matter between two '---' lines`];

  let data: unknown;
  try {
    data = parseYaml(parts.yaml);
  } catch (error) {
    const message = error instanceof YAMLParseError ? error.message.split('\n')[0] : String(error);
    return [`${where}: front matter is not valid YAML: ${message}`];
  }
  const parsed = documentFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => `${where}: ${issue.path.length > 0 ? issue.path.join('.') : 'front matter'}: ${issue.message}`);
  }
  const fileId = path.basename(file, '.md');
  if (parsed.data.id !== fileId) return [`${where}: id: must equal the file name (${fileId}), is ${parsed.data.id}`];

  let blocks: Block[];
  try {
    blocks = parseMarkdownBlocks(parts.body, parts.bodyFirstLine);
  } catch (error) {
    return [`${where}: ${error instanceof Error ? error.message : String(error)}`];
  }
  if (blocks.length === 0) return [`${where}: body: is empty`];
  return { frontMatter: parsed.data, blocks, sourcePath: file, modifiedMs };
}

/** Reads every source of the folder, or throws a DocumentSourceError listing each bad file and field. */
export function readDocumentSources(folder: string): DocumentSource[] {
  const sources: DocumentSource[] = [];
  const problems: string[] = [];
  for (const file of documentSourceFiles(folder)) {
    const result = readDocumentSource(file);
    if (Array.isArray(result)) problems.push(...result);
    else sources.push(result);
  }
  if (problems.length > 0) throw new DocumentSourceError(problems);
  return sources;
}
