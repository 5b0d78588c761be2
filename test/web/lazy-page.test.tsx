import { Suspense, createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadPages } from '#web/app/lazy-page';

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

function pageModule() {
  let loads = 0;
  const load = async () => {
    loads += 1;
    return { GreetingPage: ({ name }: { name: string }) => <p>Hello {name}</p>, OtherPage: () => <p>Other</p> };
  };
  return { load, loads: () => loads };
}

describe('lazy pages (first-load split)', () => {
  it('renders the named page of the loaded module once its code is in', async () => {
    const module = pageModule();
    const GreetingPage = lazyPage(module.load, 'GreetingPage');
    const out = await html(
      <Suspense fallback={<p>Loading</p>}>
        <GreetingPage name="Ada" />
      </Suspense>,
    );
    expect(out).toContain('Hello <!-- -->Ada');
    expect(out).not.toContain('Loading');
  });

  it('preloads only the lazy pages among a location’s route elements', () => {
    const orders = pageModule();
    const settings = pageModule();
    const OrdersPage = lazyPage(orders.load, 'GreetingPage');
    lazyPage(settings.load, 'OtherPage');
    preloadPages([<div key="shell" />, createElement(OrdersPage, { name: 'x' }), null, 'text', undefined]);
    expect(orders.loads()).toBe(1);
    expect(settings.loads()).toBe(0);
  });

  it('leaves no unhandled rejection when a preload fails (the page reports it on render)', async () => {
    const Broken = lazyPage(() => Promise.reject(new Error('offline')), 'Page' as never);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      preloadPages([createElement(Broken)]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
