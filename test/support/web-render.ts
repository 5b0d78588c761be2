// Pages and panels rendered to HTML as the server renderer prints them, for the web tests.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export async function staticHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}
