import { deflateSync } from 'node:zlib';
import { companyProfileSchema } from '#domain/company/company-profile.schema';
import { companyProfile } from '#functions/accounts/company-profile.deps';

const DEMO_COMPANY = {
  companyName: 'Hill Country Smokehouse',
  companyEmail: 'hello@hillcountry.example',
  companyPhone: '512-555-0100',
  website: 'https://hillcountry.example',
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The demo's logo, drawn here so the repository holds no binary: a smokehouse badge (a brick-red
 * disc, a cream ring and an ember-orange centre) as a 128×128 RGB PNG.
 */
export function demoLogoPng(size = 128): Buffer {
  const centre = (size - 1) / 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x - centre, y - centre) / (size / 2);
      const [red, green, blue] =
        r > 1
          ? [255, 255, 255]
          : r > 0.78
            ? [122, 31, 31]
            : r > 0.68
              ? [245, 230, 200]
              : r > 0.3
                ? [122, 31, 31]
                : [230, 110, 30];
      row.set([red, green, blue], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Gives the demo account its company profile and logo once, through the same use case the API runs. */
export async function seedDemoCompany(accountId: string): Promise<void> {
  if ((await companyProfile.get(accountId)).saved) return;
  await companyProfile.save(accountId, companyProfileSchema.parse(DEMO_COMPANY));
  await companyProfile.uploadLogo(accountId, {
    contentType: 'image/png',
    dataBase64: demoLogoPng().toString('base64'),
  });
}
