import { render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { InBatches } from './InBatches';

const names = Array.from({ length: 25 }, (_, n) => `Product ${n + 1}`);

describe('a long list taken over a few items a turn', () => {
  it('waits for its turns while the server page is taken over, then shows every item in order', async () => {
    render(
      <ul>
        <InBatches items={names} size={10}>
          {(name, index) => <li key={name}>{`${index + 1}. ${name}`}</li>}
        </InBatches>
      </ul>,
    );
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(names.map((name, n) => `${n + 1}. ${name}`));
  });
});
