import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { EmailSender } from '#domain/notifications/ports';
import { tracer } from '#lib/tracer';

let client: SESv2Client | undefined;

/** SES v2; locally the endpoint is the SES emulator's, from AWS_ENDPOINT_URL_SESV2 (its web inbox shows the mail). */
function sesClient(): SESv2Client {
  client ??= tracer.captureAWSv3Client(new SESv2Client({}));
  return client;
}

/** Sends from `from` (EMAIL_FROM): HTML and plain text in one message. */
export function makeSesEmailSender(from: () => string | undefined, ses: () => SESv2Client = sesClient): EmailSender {
  return {
    async send(email) {
      const sender = from();
      if (!sender) throw new Error('EMAIL_FROM is not configured');
      const answer = await ses().send(
        new SendEmailCommand({
          FromEmailAddress: sender,
          Destination: { ToAddresses: [email.to] },
          ...(email.replyTo ? { ReplyToAddresses: [email.replyTo] } : {}),
          Content: {
            Simple: {
              Subject: { Data: email.subject, Charset: 'UTF-8' },
              Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
            },
          },
        }),
      );
      return { messageId: answer.MessageId };
    },
  };
}
