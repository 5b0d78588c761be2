import { describe, expect, it } from 'vitest';
import { makeSandboxWeather } from '#functions/automations/adapters/sandbox.weather';
import { zip3Location } from '#functions/automations/adapters/zip3-locations';

const month = (m: string) => Array.from({ length: 28 }, (_, i) => `2026-${m}-${String(i + 1).padStart(2, '0')}`);
const weather = makeSandboxWeather();
const range = async (zip3: string, m: string) => {
  const highs = Object.values(await weather.dailyHighsF(zip3, month(m)));
  return { min: Math.min(...highs), max: Math.max(...highs), n: highs.length };
};

describe('sandbox weather: deterministic and seasonal by ZIP3 and day', () => {
  it('places ZIP3s from the ZIP data', () => {
    expect(zip3Location('752')).toMatchObject({ state: 'TX' });
    expect(zip3Location('554')).toMatchObject({ state: 'MN' });
    expect(zip3Location('__proto__')).toBeUndefined();
  });

  it('Texas in July is hot (95-105 °F); Minnesota in January is cold', async () => {
    for (const zip3 of ['752', '787', '770']) {
      const july = await range(zip3, '07');
      expect(july.n).toBe(28);
      expect(july.min).toBeGreaterThanOrEqual(93);
      expect(july.max).toBeLessThanOrEqual(107);
    }
    const january = await range('554', '01');
    expect(january.max).toBeLessThan(40);
    expect((await range('554', '07')).min).toBeGreaterThan(january.max);
  });

  it('the Pacific coast stays milder than the plains in summer', async () => {
    expect((await range('981', '07')).max).toBeLessThan((await range('752', '07')).min);
  });

  it('answers the same for the same ZIP3 and day, and varies between days', async () => {
    const a = await weather.dailyHighsF('752', month('07'));
    expect(await makeSandboxWeather().dailyHighsF('752', month('07'))).toEqual(a);
    expect(new Set(Object.values(a)).size).toBeGreaterThan(3);
  });

  it('answers {} for a ZIP3 it cannot place', async () => {
    expect(await weather.dailyHighsF('000', ['2026-07-14'])).toEqual({});
  });

  it('a season month plays that month for every date asked, keeping the window in order', async () => {
    const november = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'];
    const asJuly = await makeSandboxWeather({ seasonMonth: 7, today: '2026-11-27' }).dailyHighsF('787', november);
    expect(Object.keys(asJuly)).toEqual(november);
    for (const high of Object.values(asJuly)) expect(high).toBeGreaterThan(90);
    const asIs = await makeSandboxWeather().dailyHighsF('787', november);
    for (const high of Object.values(asIs)) expect(high).toBeLessThan(85);
  });
});
