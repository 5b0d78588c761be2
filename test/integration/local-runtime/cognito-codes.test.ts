import { describe, expect, it } from 'vitest';
import { codeDeliveryParser, type CodeDelivery } from '#infra/local/cognito-local';

/** Sign-up codes reach the developer (issue 2 §5 "sign up, confirm" locally). */
describe('cognito-local code deliveries', () => {
  const box = (destination: string, code: string) =>
    `\u001b[32mINFO\u001b[39m NONE NONE ╭──────────────╮\n│   Confirmation Code Delivery   │\n│                                │\n│   Username:    3f2a-uuid       │\n│   Destination: ${destination}  │\n│   Code:        ${code}         │\n╰──────────────╯\n`;

  it('issue 2 §5: finds every complete box, even when it arrives in pieces', () => {
    const found: CodeDelivery[] = [];
    const feed = codeDeliveryParser((d) => found.push(d));
    const text = `noise\n${box('new@shipdeck.local', '205022')}more noise\n${box('b@shipdeck.local', '999111')}`;
    for (let i = 0; i < text.length; i += 17) feed(text.slice(i, i + 17));
    expect(found).toEqual([
      { destination: 'new@shipdeck.local', code: '205022' },
      { destination: 'b@shipdeck.local', code: '999111' },
    ]);
  });

  it('issue 2 §5: ignores output without a code', () => {
    const found: CodeDelivery[] = [];
    codeDeliveryParser((d) => found.push(d))(
      'INFO Cognito Local running on http://127.0.0.1:9229\nConfirmation Code Delivery pending',
    );
    expect(found).toEqual([]);
  });
});
