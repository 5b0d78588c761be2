import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CustomAuth } from './cognito-custom-auth';
import { gatewayError } from './http-api';
import { MAX_BODY_BYTES, readBody, send } from './http-io';

const GET_TOKENS_FROM_REFRESH_TOKEN = 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken';

/**
 * cognito-local has no GetTokensFromRefreshToken, which aws-amplify uses to refresh sessions;
 * the shim turns it into InitiateAuth REFRESH_TOKEN_AUTH. Nor has it CUSTOM_AUTH (magic links):
 * `customAuth` answers those calls (cognito-custom-auth.ts). Every other call passes through.
 */
export async function proxyCognito(
  req: IncomingMessage,
  res: ServerResponse,
  endpoint: string,
  log: (line: string) => void,
  customAuth?: CustomAuth,
): Promise<void> {
  try {
    if (req.method === 'OPTIONS') {
      send(res, {
        statusCode: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'POST',
        },
        body: Buffer.alloc(0),
      });
      return;
    }
    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === 'too-large') return send(res, gatewayError(413, { connection: 'close' }));
    let target = String(req.headers['x-amz-target'] ?? '');
    const custom = customAuth ? await customAuth.handle(target, parseJson(body)) : undefined;
    if (custom) {
      return send(res, {
        statusCode: custom.statusCode,
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'access-control-allow-origin': '*',
          ...(custom.statusCode >= 400
            ? { 'x-amzn-errortype': String((custom.body as { __type?: string }).__type) }
            : {}),
        },
        body: Buffer.from(JSON.stringify(custom.body)),
      });
    }
    let payload = body;
    const refreshing = target === GET_TOKENS_FROM_REFRESH_TOKEN;
    if (refreshing) {
      const input = JSON.parse(body.toString('utf8') || '{}') as {
        ClientId?: string;
        RefreshToken?: string;
        DeviceKey?: string;
        ClientMetadata?: Record<string, string>;
      };
      target = 'AWSCognitoIdentityProviderService.InitiateAuth';
      payload = Buffer.from(
        JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: input.ClientId,
          AuthParameters: {
            REFRESH_TOKEN: input.RefreshToken,
            ...(input.DeviceKey ? { DEVICE_KEY: input.DeviceKey } : {}),
          },
          ...(input.ClientMetadata ? { ClientMetadata: input.ClientMetadata } : {}),
        }),
      );
    }
    const upstream = await fetch(`${endpoint}/`, {
      method: 'POST',
      headers: {
        'content-type': String(req.headers['content-type'] ?? 'application/x-amz-json-1.1'),
        'x-amz-target': target,
      },
      body: payload.toString('utf8'),
    });
    let text = await upstream.text();
    if (refreshing && upstream.ok) {
      const parsed = JSON.parse(text) as { AuthenticationResult?: unknown };
      text = JSON.stringify({ AuthenticationResult: parsed.AuthenticationResult });
    }
    send(res, {
      statusCode: upstream.status,
      headers: {
        'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1',
        'access-control-allow-origin': '*',
      },
      body: Buffer.from(text),
    });
  } catch (err) {
    log(`[cognito] shim failed: ${String(err)}`);
    send(res, {
      statusCode: 502,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(
        JSON.stringify({ __type: 'InternalErrorException', message: 'cognito-local is not reachable' }),
      ),
    });
  }
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8') || '{}');
  } catch {
    return undefined;
  }
}
