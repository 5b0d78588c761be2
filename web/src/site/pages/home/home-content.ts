/** The home page's words: what Shipdeck does for merchants who ship food. */
export const FEATURES = [
  {
    title: 'Discounted labels from every carrier',
    text: 'UPS, FedEx, USPS, UPS SurePost and local couriers side by side, at rates well under retail. Bring your own carrier accounts if you have negotiated rates.',
  },
  {
    title: 'Transit time you can plan around',
    text: 'Each order shows how many days it will be in transit, so a two-day box of ice cream never goes out on a Thursday ground service.',
  },
  {
    title: 'Dry ice and coolant on the label',
    text: 'Record dry ice weight per shipment and Shipdeck puts the carrier’s dry ice declaration on the label, with the international 5.5 lb limit checked for you.',
  },
  {
    title: 'Weather and holds',
    text: 'See the weather along the route before you ship, hold orders for a later date, and ship Saturday delivery where it saves a warm weekend in a depot.',
  },
  {
    title: 'Address confidence score',
    text: 'Every address gets a score from 0 to 100. Risky ones are flagged before the label is bought, and insurance can be added automatically by risk band.',
  },
  {
    title: 'Claims without the paperwork',
    text: 'Full-coverage insurance on the shipments you choose. When a box is late, lost or thawed, Shipdeck drafts the claim from the tracking history.',
  },
] as const;

export const STEPS = [
  {
    title: 'Connect your store',
    text: 'Shopify, WooCommerce, BigCommerce, Squarespace, Square, Amazon and more, or import a CSV. Orders arrive on their own.',
  },
  {
    title: 'Set your warehouse and schedule',
    text: 'Tell us where you pack, which days you ship and which services you prefer. Boxes and coolant presets fill in the rest.',
  },
  {
    title: 'Rate, print, ship',
    text: 'Shipdeck rates each order, you print labels and packing slips in one batch, and your customers get a branded tracking page.',
  },
] as const;
