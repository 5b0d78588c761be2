import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

/** The few shapes the terms files use: `#`/`##` headings, paragraphs, `-` and `1.` lists, `**bold**`. */
type Block = { kind: 'h1' | 'h2' | 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

export function parseTerms(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (lines[0].startsWith('## ')) blocks.push({ kind: 'h2', text: lines[0].slice(3) });
    else if (lines[0].startsWith('# ')) blocks.push({ kind: 'h1', text: lines[0].slice(2) });
    else if (lines.every((l) => l.startsWith('- '))) blocks.push({ kind: 'ul', items: lines.map((l) => l.slice(2)) });
    else if (lines.every((l) => /^\d+\. /.test(l)))
      blocks.push({ kind: 'ol', items: lines.map((l) => l.replace(/^\d+\. /, '')) });
    else blocks.push({ kind: 'p', text: lines.join(' ') });
  }
  return blocks;
}

function inline(text: string): ReactNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .map((part, i) =>
      part.startsWith('**') && part.endsWith('**') ? <strong key={i}>{part.slice(2, -2)}</strong> : part,
    );
}

/** A terms page's text, in Cloudscape's type scale. */
export function TermsDocument({ source }: { source: string }) {
  return (
    <SpaceBetween size="s">
      {parseTerms(source).map((block, i) => {
        if ('items' in block) {
          const List = block.kind;
          return (
            <List key={i} style={{ margin: 0, paddingLeft: 24 }}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Box variant="span">{inline(item)}</Box>
                </li>
              ))}
            </List>
          );
        }
        if (block.kind === 'h1')
          return (
            <Box key={i} variant="h1">
              {block.text}
            </Box>
          );
        if (block.kind === 'h2')
          return (
            <Box key={i} variant="h2" padding={{ top: 's' }}>
              {block.text}
            </Box>
          );
        return (
          <Box key={i} variant="p">
            {inline(block.text)}
          </Box>
        );
      })}
    </SpaceBetween>
  );
}
