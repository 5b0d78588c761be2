import type { Server } from 'node:http';
import * as sesModule from 'aws-ses-v2-local';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_REGION } from './local-config';

export interface SesLocal {
  endpoint: string;
  /** The web inbox aws-ses-v2-local serves at its root. */
  inboxUrl: string;
  stop(): Promise<void>;
}

/** aws-ses-v2-local in process; its inbox lives in memory, so it starts empty on each run. */
export async function startSesLocal(opts: { port: number }): Promise<SesLocal> {
  const server: Server = await sesServerFn()({ host: LOCAL_HOST, port: opts.port });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const endpoint = `http://${LOCAL_HOST}:${port}`;
  return {
    endpoint,
    inboxUrl: `${endpoint}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// A CommonJS module with `exports.default`: ESM sees `default` as the whole exports object.
function sesServerFn(): typeof sesModule.default {
  const def = sesModule.default as unknown as { default?: typeof sesModule.default };
  return typeof def === 'function' ? (def as unknown as typeof sesModule.default) : def.default!;
}

/**
 * Puts a Cognito verification code into the local inbox, where a developer looks for mail;
 * in AWS, Cognito sends the same message itself.
 */
export async function deliverCodeToInbox(
  endpoint: string,
  from: string,
  delivery: { destination: string; code: string },
): Promise<void> {
  const client = new SESv2Client({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await client.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [delivery.destination] },
        Content: {
          Simple: {
            Subject: { Data: 'Your Shipdeck code' },
            Body: {
              Text: {
                Data:
                  `Your Shipdeck code is ${delivery.code}. A new sign-up is confirmed with it; ` +
                  'a team invitation signs in with it as the temporary password, then chooses its own.',
              },
            },
          },
        },
      }),
    );
  } finally {
    client.destroy();
  }
}
