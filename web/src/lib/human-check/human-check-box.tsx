import { useEffect, useRef, useState } from 'react';
import type { HumanCheckWidget } from '#api/human-check';
import { LOCAL_HUMAN_FAIL_TOKEN, localHumanToken } from '#domain/human-check/local-human-check.rules';
import { loadTurnstile } from './turnstile-script';

export interface HumanCheckBoxProps {
  /** From runtime-config.json; undefined renders nothing (no widget counts as validated, accounts §4). */
  widget: HumanCheckWidget | undefined;
  /** The widget's token, or undefined when there is none (not yet solved, expired, or the widget errored). */
  onToken: (token: string | undefined) => void;
  /** Change it after a token was spent (a submitted form): the widget asks again, tokens are single-use. */
  resetSignal?: number;
}

/**
 * The human check's widget, free of any design system so the public site and the app can both frame it:
 * Cloudflare Turnstile in the cloud, the local stand-in on a laptop.
 */
export function HumanCheckBox({ widget, onToken, resetSignal = 0 }: HumanCheckBoxProps) {
  if (!widget) return null;
  return widget.provider === 'turnstile' ? (
    <TurnstileBox siteKey={widget.siteKey} onToken={onToken} resetSignal={resetSignal} />
  ) : (
    <LocalHumanCheckBox onToken={onToken} resetSignal={resetSignal} />
  );
}

function TurnstileBox({ siteKey, onToken, resetSignal }: { siteKey: string } & Omit<HumanCheckBoxProps, 'widget'>) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | undefined>(undefined);
  const tokenHandler = useRef(onToken);
  tokenHandler.current = onToken;

  useEffect(() => {
    let removed = false;
    loadTurnstile()
      .then((turnstile) => {
        if (removed || !container.current) return;
        widgetId.current = turnstile.render(container.current, {
          sitekey: siteKey,
          callback: (token) => tokenHandler.current(token),
          // An erroring widget sends no token, which the server counts as validated (accounts §4).
          'error-callback': () => tokenHandler.current(undefined),
          'expired-callback': () => tokenHandler.current(undefined),
        });
      })
      .catch((err: unknown) => console.warn('Human check widget unavailable', err));
    return () => {
      removed = true;
      if (widgetId.current) window.turnstile?.remove(widgetId.current);
      widgetId.current = undefined;
    };
  }, [siteKey]);

  useEffect(() => {
    if (resetSignal && widgetId.current) {
      window.turnstile?.reset(widgetId.current);
      tokenHandler.current(undefined);
    }
  }, [resetSignal]);

  return <div ref={container} data-testid="human-check" />;
}

function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The local stand-in: ticking the box issues a token the sandbox provider accepts once; "fail" issues the one it refuses. */
function LocalHumanCheckBox({ onToken, resetSignal }: Omit<HumanCheckBoxProps, 'widget'>) {
  const [state, setState] = useState<'unchecked' | 'checked' | 'failing'>('unchecked');
  const tokenHandler = useRef(onToken);
  tokenHandler.current = onToken;

  useEffect(() => {
    if (resetSignal) {
      setState('unchecked');
      tokenHandler.current(undefined);
    }
  }, [resetSignal]);

  const choose = (next: typeof state) => {
    setState(next);
    onToken(
      next === 'checked'
        ? localHumanToken(Date.now(), randomPart())
        : next === 'failing'
          ? LOCAL_HUMAN_FAIL_TOKEN
          : undefined,
    );
  };

  return (
    <div
      data-testid="human-check"
      style={{
        display: 'inline-flex',
        gap: 12,
        alignItems: 'center',
        border: '1px solid #c6c6cd',
        padding: '8px 12px',
        borderRadius: 4,
      }}
    >
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}>
        <input
          type="checkbox"
          checked={state === 'checked'}
          onChange={(e) => choose(e.target.checked ? 'checked' : 'unchecked')}
        />
        I am human
      </label>
      <small style={{ color: '#5f6b7a' }}>
        Local check ·{' '}
        <button
          type="button"
          onClick={() => choose(state === 'failing' ? 'unchecked' : 'failing')}
          style={{
            background: 'none',
            border: 0,
            padding: 0,
            color: 'inherit',
            textDecoration: 'underline',
            cursor: 'pointer',
          }}
        >
          {state === 'failing' ? 'failing (undo)' : 'fail it'}
        </button>
      </small>
    </div>
  );
}
