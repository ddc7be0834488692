import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TGlobalNotification } from '../../../../shared/schemas/banners';
import { makeBanner } from '../banner-fixtures.test-support';
import { GlobalBannerView } from './global-banner';

const make = (id: string, title: string, extra: Partial<TGlobalNotification> = {}) =>
  makeBanner(id, {
    title,
    message: `<p>Message ${title}<img src=x onerror="alert(1)"><a href="javascript:alert(1)">lien</a></p>`,
    ...extra,
  });

function Harness({ initial }: { initial: TGlobalNotification[] }) {
  const [list, setList] = useState(initial);
  return (
    <GlobalBannerView banners={list} onDismiss={(id) => setList((l) => l.filter((b) => b._id !== id))} />
  );
}

const region = () => screen.getByRole('region', { name: 'Annonces' });

describe('GlobalBannerView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rotates every 10 s with a counter; previous/next restart the countdown', () => {
    render(<Harness initial={[make('a', 'Première'), make('b', 'Deuxième'), make('c', 'Troisième')]} />);
    expect(region()).toHaveTextContent('Première');
    expect(region()).toHaveTextContent('1 / 3');
    act(() => vi.advanceTimersByTime(9_999));
    expect(region()).toHaveTextContent('1 / 3');
    act(() => vi.advanceTimersByTime(1));
    expect(region()).toHaveTextContent('Deuxième');
    expect(region()).toHaveTextContent('2 / 3');

    act(() => vi.advanceTimersByTime(6_000));
    fireEvent.click(screen.getByRole('button', { name: 'Annonce suivante' }));
    expect(region()).toHaveTextContent('3 / 3');
    // A fresh countdown: 6 s later it has not moved.
    act(() => vi.advanceTimersByTime(6_000));
    expect(region()).toHaveTextContent('3 / 3');
    act(() => vi.advanceTimersByTime(4_000));
    expect(region()).toHaveTextContent('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Annonce précédente' }));
    expect(region()).toHaveTextContent('Troisième');
  });

  it('pauses while the pointer is over it and starts a full countdown after', () => {
    render(<Harness initial={[make('a', 'Première'), make('b', 'Deuxième')]} />);
    const live = () => region().querySelector('[aria-live]')?.getAttribute('aria-live');
    expect(live()).toBe('off');
    fireEvent.mouseEnter(region());
    expect(live()).toBe('polite');
    act(() => vi.advanceTimersByTime(30_000));
    expect(region()).toHaveTextContent('1 / 2');
    fireEvent.mouseLeave(region());
    act(() => vi.advanceTimersByTime(10_000));
    expect(region()).toHaveTextContent('2 / 2');
  });

  it('dismisses the current one, then hides when the last is gone; one banner neither rotates nor counts', () => {
    render(<Harness initial={[make('a', 'Première'), make('b', 'Deuxième')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer l’annonce « Première »' }));
    expect(region()).toHaveTextContent('Deuxième');
    expect(region()).not.toHaveTextContent('/ 2');
    expect(screen.queryByRole('button', { name: 'Annonce suivante' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer l’annonce « Deuxième »' }));
    expect(screen.queryByRole('region', { name: 'Annonces' })).toBeNull();
  });

  it('renders the message HTML without anything that could run', () => {
    render(<Harness initial={[make('a', 'Première', { type: 'warning' })]} />);
    expect(region().querySelector('img')).toBeNull();
    expect(region().querySelector('a')?.getAttribute('href')).toBeNull();
    expect(screen.getByRole('img', { name: 'Avertissement' })).toBeInTheDocument();
    expect(region()).toHaveTextContent('Message Première');
  });
});
