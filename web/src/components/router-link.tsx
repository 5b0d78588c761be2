import Link, { type LinkProps } from '@cloudscape-design/components/link';
import { useNavigate } from 'react-router-dom';

/** Cloudscape Link that navigates inside the single-page app (keeps real hrefs for new tabs). */
export function RouterLink({ href, ...props }: LinkProps & { href: string }) {
  const navigate = useNavigate();
  return (
    <Link
      {...props}
      href={href}
      onFollow={(event) => {
        if (event.detail.external) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
