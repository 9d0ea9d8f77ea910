import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EARLY_ANSWERS_KEY, WAITING_CLASS } from '@nurseprep/contracts/server-rendering';
import { repositoryRoot } from '../config';

/** The id of the data block listing the remote files the boot script starts. */
export const BOOT_ELEMENT_ID = '__NP_BOOT__';


/** How long a held click waits for the code that answers it before it is given up, in milliseconds. */
export const HOLD_LIMIT_MS = 30_000;

/** `boot-page.js` (a function expression, read as written), without its comments and indentation. */
const bootPage = readFileSync(path.join(repositoryRoot, 'api', 'src', 'ssr', 'boot-page.js'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !/^(\/\/|\/\*.*\*\/$)/.test(line))
  .join('\n');

/** The inline script of every server-rendered page: boot-page.js called with its settings. */
export const BOOT_SCRIPT = `${bootPage}(${JSON.stringify(BOOT_ELEMENT_ID)},${JSON.stringify(WAITING_CLASS)},${HOLD_LIMIT_MS},${JSON.stringify(EARLY_ANSWERS_KEY)});`;
