import { describe, expect, it } from 'vitest';
import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { handler as defineAuthChallenge } from '#functions/auth/handlers/define-auth-challenge.trigger';
import {
  LinkOriginNotAllowedError,
  makeCreateMagicLinkChallenge,
  makeVerifyMagicLinkAnswer,
} from '#functions/auth/use-cases/magic-link-challenge.use-case';
import type { StoredMagicLink } from '#domain/auth/magic-link.rules';
import type { MagicLinkStore } from '#domain/auth/ports';
import type { OutgoingEmail } from '#domain/notifications/ports';

/** The store's contract in memory: consume removes the link, so it is given out once. */
function memoryLinks(): MagicLinkStore & { items: Map<string, StoredMagicLink> } {
  const items = new Map<string, StoredMagicLink>();
  return {
    items,
    async save(link) {
      items.set(link.tokenHash, link);
    },
    async consume(tokenHash) {
      const link = items.get(tokenHash);
      items.delete(tokenHash);
      return link;
    },
  };
}

const ORIGIN = 'https://app.shipdeck.example';
let clock = new Date('2026-11-27T12:00:00.000Z');

function setup() {
  const links = memoryLinks();
  const sent: OutgoingEmail[] = [];
  const create = makeCreateMagicLinkChallenge({
    links,
    sender: { send: async (mail) => (sent.push(mail), { messageId: 'm' }) },
    allowedOrigins: () => ['https://*.cloudfront.net', ORIGIN],
    now: () => clock,
  });
  const verify = makeVerifyMagicLinkAnswer({ links, now: () => clock });
  const tokenOf = (mail: OutgoingEmail) => /token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
  return { links, sent, create, verify, tokenOf };
}

const askForLink = { intent: 'send-link', origin: ORIGIN };

describe('Create auth challenge (magic link)', () => {
  it('the first round asks for a token and sends nothing', async () => {
    const { create, sent, links } = setup();
    const challenge = await create({ email: 'a@b.co', userNotFound: false, sessionLength: 0, clientMetadata: {} });
    expect(challenge.challengeMetadata).toBe('AWAITING_TOKEN');
    expect(sent).toHaveLength(0);
    expect(links.items.size).toBe(0);
  });

  it('the round after a send-link answer stores the hash and emails the link to the user', async () => {
    const { create, sent, links, tokenOf } = setup();
    const challenge = await create({
      email: 'Maker@Example.com',
      userNotFound: false,
      sessionLength: 1,
      clientMetadata: askForLink,
    });
    expect(challenge.challengeMetadata).toBe('LINK_SENT');
    expect(challenge.publicChallengeParameters).toEqual({ step: 'LINK_SENT' });
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe('Maker@Example.com');
    expect(sent[0].text).toContain(`${ORIGIN}/magic-link#email=maker%40example.com&token=`);
    const [stored] = [...links.items.values()];
    expect(stored.email).toBe('maker@example.com');
    expect(stored.tokenHash).not.toBe(tokenOf(sent[0]));
  });

  it('an unknown email gets the same answer and no mail', async () => {
    const { create, sent, links } = setup();
    const challenge = await create({ email: '', userNotFound: true, sessionLength: 1, clientMetadata: askForLink });
    expect(challenge.challengeMetadata).toBe('LINK_SENT');
    expect(sent).toHaveLength(0);
    expect(links.items.size).toBe(0);
  });

  it('a link never points at an origin outside the allowed list', async () => {
    const { create, sent } = setup();
    await expect(
      create({
        email: 'a@b.co',
        userNotFound: false,
        sessionLength: 1,
        clientMetadata: { intent: 'send-link', origin: 'https://evil.example' },
      }),
    ).rejects.toBeInstanceOf(LinkOriginNotAllowedError);
    expect(sent).toHaveLength(0);
  });
});

describe('Verify auth challenge (magic link)', () => {
  async function issued() {
    const s = setup();
    await s.create({ email: 'maker@example.com', userNotFound: false, sessionLength: 1, clientMetadata: askForLink });
    return { ...s, token: s.tokenOf(s.sent[0]) };
  }

  it('the emailed token signs its user in once; the second use is refused', async () => {
    const { verify, token } = await issued();
    expect(await verify({ email: 'MAKER@example.com', answer: token, userNotFound: false })).toBe(true);
    expect(await verify({ email: 'maker@example.com', answer: token, userNotFound: false })).toBe(false);
  });

  it('a token after 15 minutes is refused, and spent', async () => {
    const { verify, token, links } = await issued();
    const issuedAt = clock;
    clock = new Date(issuedAt.getTime() + 15 * 60_000);
    try {
      expect(await verify({ email: 'maker@example.com', answer: token, userNotFound: false })).toBe(false);
      expect(links.items.size).toBe(0);
    } finally {
      clock = issuedAt;
    }
  });

  it("another user's token is refused", async () => {
    const { verify, token } = await issued();
    expect(await verify({ email: 'other@example.com', answer: token, userNotFound: false })).toBe(false);
  });

  it('the send-link answer and junk are wrong without touching the store', async () => {
    const { verify, links } = await issued();
    expect(await verify({ email: 'maker@example.com', answer: 'send-link', userNotFound: false })).toBe(false);
    expect(await verify({ email: 'maker@example.com', answer: 'x'.repeat(500), userNotFound: false })).toBe(false);
    expect(links.items.size).toBe(1);
  });
});

describe('Define auth challenge trigger', () => {
  const event = (session: DefineAuthChallengeTriggerEvent['request']['session'], intent?: string) =>
    ({
      request: { userAttributes: {}, session, ...(intent ? { clientMetadata: { intent } } : {}) },
      response: {},
    }) as unknown as DefineAuthChallengeTriggerEvent;
  const run = (e: DefineAuthChallengeTriggerEvent) => defineAuthChallenge(e, {} as never);

  it('starts with a custom challenge', async () => {
    const { response } = await run(event([]));
    expect(response).toMatchObject({
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    });
  });

  it('issues tokens after a correct answer and fails after a wrong one', async () => {
    const ok = await run(event([{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: true }]));
    expect(ok.response).toMatchObject({ issueTokens: true, failAuthentication: false });
    const wrong = await run(event([{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: false }]));
    expect(wrong.response).toMatchObject({ issueTokens: false, failAuthentication: true });
  });

  it('plays the link round after a send-link answer', async () => {
    const { response } = await run(event([{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: false }], 'send-link'));
    expect(response).toMatchObject({
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    });
  });
});
