import type { PartnerDashboard } from '#api/partners';

/** accounts §9 dates are MM/DD/YYYY. */
const usDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

export function PartnerSignups({ signUps }: { signUps: PartnerDashboard['signUps'] }) {
  if (signUps.length === 0)
    return <p className="site-muted">No sign-ups yet. Share your link: sign-ups through it appear here.</p>;
  return (
    <div className="site-table-wrap">
      <table className="site-table">
        <caption className="site-visually-hidden">Sign-ups through your link</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Company</th>
          </tr>
        </thead>
        <tbody>
          {signUps.map((s, i) => (
            <tr key={`${s.signedUpAt}-${i}`}>
              <td>{usDate(s.signedUpAt)}</td>
              <td>{s.companyName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
