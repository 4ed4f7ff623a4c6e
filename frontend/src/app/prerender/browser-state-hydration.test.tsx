import { Profiler, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppNotices } from '@/components/layout/app-notices';
import { AppInstall } from '@/features/home/components/app-install';
import { setSiteSettings } from '@/config/site';
import { exampleSiteSettings } from '@/testing/site-settings';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What React commits hydrating `element` over its server HTML, as main.tsx hydrates (in a
 * transition), until the browser is idle: `mount` once, then nothing, when what the browser
 * knows (network, install offers, platform) agrees with the server. A store answering otherwise
 * makes React render again at once, in one long task, as the page becomes interactive.
 */
async function commitsHydrating(element: React.ReactElement): Promise<string[]> {
  const phases: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const root = await new Promise<ReturnType<typeof hydrateRoot>>((resolve) =>
    startTransition(() =>
      resolve(
        hydrateRoot(
          container,
          <Profiler id="part" onRender={(_, phase) => phases.push(phase)}>
            {element}
          </Profiler>,
        ),
      ),
    ),
  );
  for (let i = 0; i < 5; i += 1) await nextTask();
  root.unmount();
  container.remove();
  return phases;
}

describe('hydrating what only the browser knows', () => {
  it('renders the notices once: online, no new version waiting', async () => {
    expect(await commitsHydrating(<AppNotices />)).toEqual(['mount']);
  });

  it('renders the app block once where the browser offers no install', async () => {
    setSiteSettings(exampleSiteSettings);
    expect(await commitsHydrating(<AppInstall />)).toEqual(['mount']);
  });
});
