import { useEffect, useState } from 'react';
import { humanCheckWidgetSchema, type HumanCheckWidget } from '#api/human-check';
import { HUMAN_CHECK_FIELD } from '#domain/human-check/human-check.rules';
import { HumanCheckBox, type HumanCheckBoxProps } from '#web/lib/human-check/human-check-box';
import { fieldId } from './text-field';

let widgetConfig: Promise<HumanCheckWidget | undefined> | undefined;

/**
 * The site's widget settings, read once from /runtime-config.json. A config that cannot be read means no
 * widget, which the spec counts as validated (the server applies the same rule to an absent token).
 */
function loadWidgetConfig(): Promise<HumanCheckWidget | undefined> {
  widgetConfig ??= fetch('/runtime-config.json')
    .then((response) => (response.ok ? response.json() : undefined))
    .then((config: { humanCheck?: unknown } | undefined) => {
      const parsed = humanCheckWidgetSchema.safeParse(config?.humanCheck);
      return parsed.success ? parsed.data : undefined;
    })
    .catch(() => undefined);
  return widgetConfig;
}

/**
 * The human check in a public-site form (contact, demo, apply, partners): the form puts the token it reports
 * in its request, and the route verifies it server-side. No design system; it sits in the site's own form.
 */
export function HumanCheck({ onToken, resetSignal, error }: Omit<HumanCheckBoxProps, 'widget'> & { error?: string }) {
  const [widget, setWidget] = useState<HumanCheckWidget | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadWidgetConfig().then((loaded) => current && setWidget(loaded));
    return () => {
      current = false;
    };
  }, []);
  return (
    <div className="site-field site-human-check" id={fieldId(HUMAN_CHECK_FIELD)}>
      <HumanCheckBox widget={widget} onToken={onToken} resetSignal={resetSignal} />
      {error ? (
        <p className="site-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
