import type { LabelRenderInput } from '#domain/carriers/carrier.models';
import { FEDEX_SAMPLE, SUREPOST_SAMPLE, UPS_SAMPLE, USPS_SAMPLE } from '#test/unit/labels/label-samples';

const NAMES = [
  'Maria Lopez',
  'Jean-Luc Bérubé',
  'Aiyana Whitehorse',
  'Søren Kierkegaard',
  'Ngozi Okafor',
  'Li Wei',
  'Zoë Ashworth',
  'Tomás Ó Súilleabháin',
  'Priya Raghunathan',
];
const STREETS = [
  '2000 S Lamar Blvd',
  '1 Infinite Loop',
  '350 Fifth Avenue Floor 21',
  '77 Massachusetts Ave',
  '600 Montgomery St',
  '4059 Mt Lee Dr',
];

/**
 * `count` distinct one-page labels: the four domestic carriers' samples with other recipients,
 * streets, weights and references, so a benchmark draws (and merges) varied real labels.
 */
export function labelVariants(count: number): LabelRenderInput[] {
  const samples = [UPS_SAMPLE, USPS_SAMPLE, FEDEX_SAMPLE, SUREPOST_SAMPLE];
  return Array.from({ length: count }, (_, i) => {
    const sample = samples[i % samples.length];
    const weightLb = 1 + ((i * 7) % 40) / 4;
    return {
      ...sample,
      to: { ...sample.to, name: NAMES[i % NAMES.length], street1: STREETS[i % STREETS.length] },
      parcel: { ...sample.parcel, weightLb },
      billableWeightLb: Math.ceil(weightLb),
      reference: `ORDER-${1001 + i}`,
    };
  });
}
