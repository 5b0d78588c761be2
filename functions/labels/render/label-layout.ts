import type { LabelRenderInput } from '#domain/carriers/carrier.models';
import { describeCustomsPages } from './customs-page';
import { describeLabelPage } from './label-page';
import type { LabelLayout } from '#lib/pdf/layout-elements';

/** The label and, for a shipment with customs, its declaration pages: what both formats draw. */
export function describeLabel(input: LabelRenderInput): LabelLayout {
  return {
    pages: [describeLabelPage(input), ...(input.customs ? describeCustomsPages(input, input.customs) : [])],
  };
}
