import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SCREENSHOT_DIR } from './browser';

const run = promisify(execFile);

/** A page of the PDF (the first unless told) as a PNG beside the screenshots, drawn by poppler as a printer would get it. */
export async function renderPage(bytes: Uint8Array, name: string, pageNumber = 1): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'shipdeck-pdf-'));
  try {
    await writeFile(join(dir, 'file.pdf'), bytes);
    const page = String(pageNumber);
    await run('pdftoppm', [
      '-png',
      '-r',
      '72',
      '-f',
      page,
      '-l',
      page,
      '-singlefile',
      join(dir, 'file.pdf'),
      join(SCREENSHOT_DIR, name),
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'shipdeck-pdf-'));
  try {
    await writeFile(join(dir, 'file.pdf'), bytes);
    return (await run('pdftotext', ['-layout', join(dir, 'file.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
