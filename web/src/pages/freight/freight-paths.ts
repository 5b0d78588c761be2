/** The quote's own page, where it is booked: the results hand over the stored quote and the offer chosen. */
export const freightQuoteHref = (quoteId: string, offerId?: string) =>
  `/freight/quotes/${encodeURIComponent(quoteId)}${offerId ? `?offer=${encodeURIComponent(offerId)}` : ''}`;
