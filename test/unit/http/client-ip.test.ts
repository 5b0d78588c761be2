import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '#api/edge-headers';
import { clientIpOf, viewerIpOf } from '#lib/http/client-ip';

const SECRET = 'a-generated-origin-secret-of-forty-eight-chars-x';
const EDGE = '130.176.1.20';

function eventFrom(headers: Record<string, string>): Pick<APIGatewayProxyEventV2, 'requestContext' | 'headers'> {
  return { headers, requestContext: { http: { sourceIp: EDGE } } as APIGatewayProxyEventV2['requestContext'] };
}

describe('clientIpOf: the viewer address is believed only through the distribution', () => {
  it('takes the viewer address when the origin secret matches', () => {
    const event = eventFrom({ [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: '203.0.113.7:46532' });
    expect(clientIpOf(event, SECRET)).toBe('203.0.113.7');
  });

  it('ignores a viewer address sent straight to the API (no secret, or a wrong one)', () => {
    expect(clientIpOf(eventFrom({ [VIEWER_ADDRESS_HEADER]: '203.0.113.7:1' }), SECRET)).toBe(EDGE);
    const wrong = eventFrom({ [ORIGIN_VERIFY_HEADER]: `${SECRET}x`, [VIEWER_ADDRESS_HEADER]: '203.0.113.7:1' });
    expect(clientIpOf(wrong, SECRET)).toBe(EDGE);
    const short = eventFrom({ [ORIGIN_VERIFY_HEADER]: SECRET.slice(1), [VIEWER_ADDRESS_HEADER]: '203.0.113.7:1' });
    expect(clientIpOf(short, SECRET)).toBe(EDGE);
  });

  it('uses the source address when no secret is configured (locally), whatever the headers say', () => {
    const event = eventFrom({ [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: '203.0.113.7:46532' });
    expect(clientIpOf(event, '')).toBe(EDGE);
  });

  it('falls back to the source address when the viewer address is malformed', () => {
    for (const bad of [
      '',
      'nonsense',
      '203.0.113.7',
      '203.0.113.7:port',
      'x'.repeat(80) + ':1',
      '1.2.3.4.5:6',
      ':80',
    ]) {
      const event = eventFrom({ [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: bad });
      expect(clientIpOf(event, SECRET), bad).toBe(EDGE);
    }
  });

  it('reads IPv6 viewer addresses, the port always last', () => {
    expect(viewerIpOf('2001:db8::7:46532')).toBe('2001:db8::7');
    expect(viewerIpOf('[2001:db8::7]:443')).toBe('2001:db8::7');
  });
});
