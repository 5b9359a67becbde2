import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cardNames,
  cardOf,
  column,
  recruiterApi,
  renderApplicants,
  sentBodies,
} from './applicants-fixture';

// dnd-kit's keyboard sensor scrolls the picked-up card into view; jsdom has no scrolling.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => vi.unstubAllGlobals());

/** dnd-kit's live region: what screen readers hear during a drag. */
const announcement = () => document.querySelector('[id^="DndLiveRegion"]');

describe('Pipeline board', () => {
  it('moves a card by keyboard: space picks it up, arrow right chooses the next stage, space drops it there', async () => {
    const fetchMock = recruiterApi();
    renderApplicants();
    const handle = await screen.findByRole('button', { name: 'Drag Ada Lovelace' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(announcement()).toHaveTextContent('Picked up Ada Lovelace. Current stage: Applied.'),
    );
    await userEvent.keyboard('[ArrowRight]');
    await waitFor(() =>
      expect(announcement()).toHaveTextContent('Ada Lovelace is over Under review.'),
    );
    await userEvent.keyboard('[Space]');

    await waitFor(() => expect(cardNames(column('Under review'))).toEqual(['Ada Lovelace']));
    expect(cardNames(column('Applied'))).toEqual([]);
    expect(announcement()).toHaveTextContent('Ada Lovelace was moved to Under review.');
    expect(sentBodies(fetchMock, 'PATCH', '/api/applications/status')).toEqual([
      { jobID: 'ABC123', candidateUsername: 'ada', status: 'reviewing' },
    ]);
    // The card was re-created in its new column; the keyboard focus follows it.
    await waitFor(() =>
      expect(
        within(cardOf(column('Under review'), 'Ada Lovelace')).getByRole('button', {
          name: 'Drag Ada Lovelace',
        }),
      ).toHaveFocus(),
    );
  });

  it('escape cancels a keyboard move and sends nothing', async () => {
    const fetchMock = recruiterApi();
    renderApplicants();
    (await screen.findByRole('button', { name: 'Drag Ada Lovelace' })).focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(announcement()).toHaveTextContent('Picked up Ada Lovelace.'));
    await userEvent.keyboard('[ArrowRight][ArrowRight]');
    await waitFor(() =>
      expect(announcement()).toHaveTextContent('Ada Lovelace is over Interview.'),
    );
    await userEvent.keyboard('[Escape]');
    await waitFor(() =>
      expect(announcement()).toHaveTextContent(
        'Moving Ada Lovelace was cancelled. It stays in Applied.',
      ),
    );
    expect(cardNames(column('Applied'))).toEqual(['Ada Lovelace']);
    expect(sentBodies(fetchMock, 'PATCH', '/api/applications/status')).toEqual([]);
  });

  it('moves a card with the Move to list, the non-drag alternative', async () => {
    const fetchMock = recruiterApi();
    renderApplicants();
    const moveTo = await screen.findByLabelText('Move to (Grace Hopper)');
    expect(
      within(moveTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Applied', 'Under review', 'Offer made', 'Hired', 'Not selected']);
    await userEvent.selectOptions(moveTo, 'Hired');
    await waitFor(() => expect(cardNames(column('Hired'))).toEqual(['Grace Hopper']));
    expect(cardNames(column('Interview'))).toEqual([]);
    expect(sentBodies(fetchMock, 'PATCH', '/api/applications/status')).toEqual([
      { jobID: 'ABC123', candidateUsername: 'grace', status: 'hired' },
    ]);
    expect(screen.getByText('Grace Hopper was moved to Hired.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByLabelText('Move to (Grace Hopper)')).toHaveFocus());
  });

  it('puts the card back and says why when the server refuses the move', async () => {
    recruiterApi({
      patch: () => ({
        status: 409,
        body: { message: 'This application was withdrawn by the candidate' },
      }),
    });
    renderApplicants();
    await userEvent.selectOptions(
      await screen.findByLabelText('Move to (Ada Lovelace)'),
      'Offer made',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not move Ada Lovelace: This application was withdrawn by the candidate',
    );
    await waitFor(() => expect(cardNames(column('Applied'))).toEqual(['Ada Lovelace']));
    expect(cardNames(column('Offer made'))).toEqual([]);
  });
});
