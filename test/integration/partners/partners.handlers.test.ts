import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PARTNERS_PATH, PARTNER_SECRET_HEADER, partnerDashboardPath, partnerVisitsPath } from '#api/partners';
import { HUMAN_CHECK_FIELD } from '#domain/human-check/human-check.rules';
import { LOCAL_HUMAN_FAIL_TOKEN, localHumanToken } from '#domain/human-check/local-human-check.rules';
import { HUMAN_CHECK_FAILED } from '#domain/leads/lead.rules';
import { PARTNER_MESSAGES } from '#domain/partners/partner.schema';
import { MESSAGES } from '#domain/validation/messages';
import { handler as createAccount } from '#functions/accounts/handlers/create-account.handler';
import { handler as dashboardRoute } from '#functions/partners/handlers/partner-dashboard.handler';
import { handler as visitRoute } from '#functions/partners/handlers/partner-visit.handler';
import { handler as registerRoute } from '#functions/partners/handlers/register-partner.handler';
import { apiEvent, invoke } from '#test/support/api-events';

/**
 * The partner program against DynamoDB Local (accounts §2 partners, §5 Partner-like form; issue 26 referral):
 * registration with a unique permalink (a race has exactly one winner), the link's visits, sign-ups attributed
 * through create-account's referralPartner, and the private dashboard that only its secret opens.
 */
const testIp = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 4)}`;
const token = () => localHumanToken(Date.now(), randomUUID().replace(/-/g, ''));
const uniquePermalink = () => `fresh-${randomUUID().slice(0, 8)}`;

function register(body: Record<string, unknown>, ip = testIp()) {
  const event = apiEvent({ method: 'POST', path: PARTNERS_PATH, body: { [HUMAN_CHECK_FIELD]: token(), ...body } });
  event.requestContext.http.sourceIp = ip;
  return invoke(registerRoute, event);
}
const partnerBody = (permalink: string) => ({ email: 'ana@freshblog.example', name: 'Ana Fresh', permalink });

function visit(permalink: string) {
  const event = apiEvent({ method: 'POST', path: partnerVisitsPath(permalink), pathParameters: { permalink } });
  event.requestContext.http.sourceIp = testIp();
  return invoke(visitRoute, event);
}

function dashboard(permalink: string, secret: string | undefined) {
  const event = apiEvent({
    method: 'GET',
    path: partnerDashboardPath(permalink),
    pathParameters: { permalink },
    headers: secret === undefined ? {} : { [PARTNER_SECRET_HEADER]: secret },
  });
  event.requestContext.http.sourceIp = testIp();
  return invoke(dashboardRoute, event);
}

const secretOf = (dashboardPath: string) => dashboardPath.slice(dashboardPath.indexOf('#') + 1);

async function signUp(companyName: string, referralPartner: string) {
  const user = { userId: randomUUID(), email: `${randomUUID().slice(0, 8)}@example.com` };
  const created = await invoke(
    createAccount,
    apiEvent({
      method: 'POST',
      path: '/api/v1/accounts',
      user,
      body: { companyName, name: 'Rosa Diaz', phone: '512-555-0142', heardFrom: 'partner', referralPartner },
    }),
  );
  expect(created.status).toBe(201);
  return created.body.accountId as string;
}

describe('partners', () => {
  it('registers: 201 with the link and a private dashboard link; the permalink is kept lower-case', async () => {
    const permalink = uniquePermalink();
    const registered = await register(partnerBody(permalink.toUpperCase()));
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      permalink,
      linkPath: `/partners/${permalink}`,
      message: PARTNER_MESSAGES.registered,
    });
    expect(registered.body.dashboardPath).toMatch(new RegExp(`^/partners/${permalink}/dashboard#[A-Za-z0-9_-]{43}$`));
    const opened = await dashboard(permalink, secretOf(registered.body.dashboardPath));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ name: 'Ana Fresh', permalink, visits: 0, signUpCount: 0, signUps: [] });
  });

  it('Partner-like form (accounts §5): email valid; name maximum 60; permalink required, maximum 40', async () => {
    const refused = await register({ email: 'ana@', name: 'n'.repeat(61), permalink: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      email: MESSAGES.invalidEmail,
      name: MESSAGES.tooLong,
      permalink: MESSAGES.required,
    });
    expect((await register(partnerBody('p'.repeat(41)))).body.fieldErrors).toEqual({ permalink: MESSAGES.tooLong });
    expect((await register(partnerBody('fresh/../admin'))).body.fieldErrors).toEqual({
      permalink: PARTNER_MESSAGES.permalinkCharacters,
    });
    expect((await register({ ...partnerBody(uniquePermalink()), visits: 1000 })).status).toBe(400);
  });

  it('unique: a taken permalink (in any case) is 409 naming the field', async () => {
    const permalink = uniquePermalink();
    expect((await register(partnerBody(permalink))).status).toBe(201);
    const again = await register({ ...partnerBody(permalink.toUpperCase()), email: 'other@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors).toEqual({ permalink: PARTNER_MESSAGES.permalinkTaken });
  });

  it('concurrent registrations of one permalink: exactly one wins, the others are told it is taken', async () => {
    const permalink = uniquePermalink();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => register({ ...partnerBody(permalink), email: `p${i}@example.com` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const winner = results.find((r) => r.status === 201)!;
    expect((await dashboard(permalink, secretOf(winner.body.dashboardPath))).status).toBe(200);
  });

  it('the human check: not validated → 400 on its field, the permalink stays free', async () => {
    const permalink = uniquePermalink();
    const failed = await register({ ...partnerBody(permalink), [HUMAN_CHECK_FIELD]: LOCAL_HUMAN_FAIL_TOKEN });
    expect(failed.status).toBe(400);
    expect(failed.body.fieldErrors).toEqual({ [HUMAN_CHECK_FIELD]: HUMAN_CHECK_FAILED });
    expect((await register(partnerBody(permalink))).status).toBe(201);
  });

  it('the link’s visits and the sign-ups through it show on the dashboard; other sign-ups do not', async () => {
    const permalink = uniquePermalink();
    const { body } = await register(partnerBody(permalink));
    expect((await visit(permalink)).status).toBe(204);
    expect((await visit(permalink.toUpperCase())).status).toBe(204);
    expect((await visit('nobody-' + randomUUID().slice(0, 6))).status).toBe(404);
    const first = await signUp('Gulf Seafood Co', permalink);
    await signUp('Bayou Crab', ` ${permalink.toUpperCase()} `);
    await signUp('Someone Else', '');
    await signUp('Typed A Name', 'my friend Ana');
    const opened = await dashboard(permalink, secretOf(body.dashboardPath));
    expect(opened.body.visits).toBe(2);
    expect(opened.body.signUpCount).toBe(2);
    expect(opened.body.signUps.map((s: { companyName: string }) => s.companyName).sort()).toEqual([
      'Bayou Crab',
      'Gulf Seafood Co',
    ]);
    // Date and company only: no account id, email or person reaches the partner.
    expect(JSON.stringify(opened.body)).not.toContain(first);
    expect(Object.keys(opened.body.signUps[0]).sort()).toEqual(['companyName', 'signedUpAt']);
  });

  it('cross-partner: one partner’s secret opens no other dashboard; no secret, a wrong one or an unknown partner → alike', async () => {
    const a = uniquePermalink();
    const b = uniquePermalink();
    const ra = await register(partnerBody(a));
    const rb = await register(partnerBody(b));
    await signUp('Only B Foods', b);
    const wrong = await dashboard(b, secretOf(ra.body.dashboardPath));
    expect(wrong.status).toBe(404);
    expect(JSON.stringify(wrong.body)).not.toContain('Only B Foods');
    expect((await dashboard(b, 'x'.repeat(43))).status).toBe(404);
    expect((await dashboard('nobody-' + randomUUID().slice(0, 6), secretOf(rb.body.dashboardPath))).status).toBe(404);
    const none = await dashboard(b, undefined);
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.fieldErrors)).toEqual([`headers.${PARTNER_SECRET_HEADER}`]);
    expect((await dashboard(b, secretOf(rb.body.dashboardPath))).body.signUpCount).toBe(1);
  });
});
