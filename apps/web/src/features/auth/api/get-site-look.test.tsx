// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubApi } from '@/test/render';
import { useSiteLook } from './get-site-look.ts';

function Title() {
  return <h1>{useSiteLook().title}</h1>;
}

describe('useSiteLook', () => {
  it("shows the host's look once it answers, asking once for all its readers", async () => {
    const calls = stubApi({ '/anonymous/look': { brand: true, title: 'Helios Energy', iconUrl: '/x.png' } });
    await renderInApp(
      <>
        <Title />
        <Title />
      </>,
    );
    expect(await screen.findAllByText('Helios Energy')).toHaveLength(2);
    expect(calls.filter((call) => call.path === '/anonymous/look')).toHaveLength(1);
  });
});
