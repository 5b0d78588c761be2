const QUESTIONS = [
  {
    q: 'What does the label fee pay for?',
    a: 'The label fee is Shipdeck’s charge for each label you buy through us, on top of the carrier postage. Postage is billed at our discounted rates, usually well below the carrier’s retail counter price; the rate calculator shows both.',
  },
  {
    q: 'Do I need my own UPS or FedEx account?',
    a: 'No. You can buy labels on Shipdeck’s carrier accounts from the first day. If you have negotiated rates of your own, connect your carrier accounts and rate against both.',
  },
  {
    q: 'What happens when I reach my plan’s shipments?',
    a: 'Shipdeck tells you before you buy the label that would go over, and you can move up a plan at once. Nothing already shipped is affected.',
  },
  {
    q: 'Can I change plans or billing later?',
    a: 'Yes. Upgrade, downgrade or switch between monthly and yearly billing from Billing in the app. Yearly billing costs less than twelve monthly payments.',
  },
  {
    q: 'Are dry ice and insurance extra?',
    a: 'Dry ice handling is a carrier option priced with the label. Full-coverage insurance is optional per shipment and priced by declared value; the confidence score can add it automatically for risky addresses.',
  },
] as const;

export function PricingFaq() {
  return (
    <section className="site-section site-narrow" aria-labelledby="pricing-faq">
      <h2 id="pricing-faq">Questions about pricing</h2>
      {QUESTIONS.map(({ q, a }) => (
        <details key={q} className="site-faq">
          <summary>{q}</summary>
          <p>{a}</p>
        </details>
      ))}
    </section>
  );
}
