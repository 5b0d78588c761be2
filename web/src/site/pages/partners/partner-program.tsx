const BENEFITS = [
  {
    title: 'Your own link',
    text: 'Pick a permalink. Everyone who signs up through it is remembered as your referral.',
  },
  {
    title: 'See who joined',
    text: 'A private dashboard shows your link’s visits and each sign-up: the company and the date.',
  },
  {
    title: 'Made for food people',
    text: 'Agencies, consultants, packaging suppliers and food bloggers: bring merchants who ship perishables.',
  },
] as const;

/** What the partner program is (the spec names the page, not its text). */
export function PartnerProgram() {
  return (
    <section className="site-section" aria-labelledby="partner-program">
      <div className="site-section-head">
        <span className="site-eyebrow">Partners</span>
        <h1 id="partner-program">Refer food merchants to Shipdeck</h1>
        <p className="site-lead">
          Know a merchant fighting melted ice packs and surprise surcharges? Share your link; we take care of the rest.
        </p>
      </div>
      <div className="site-grid">
        {BENEFITS.map((b) => (
          <article key={b.title} className="site-card">
            <h3>{b.title}</h3>
            <p className="site-muted">{b.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
