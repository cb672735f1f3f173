import { useState } from 'react';

/**
 * The rows ticked for one action on several at once (ship these orders), by id. Rows that leave the list
 * leave the selection with `keepOnly`.
 */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  function change(ids: readonly string[], on: boolean) {
    setSelected((now) => {
      const next = new Set(now);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  return {
    selected,
    isSelected: (id: string) => selected.has(id),
    toggle: (id: string) => change([id], !selected.has(id)),
    change,
    clear: () => setSelected(new Set()),
    keepOnly: (ids: readonly string[]) => setSelected(new Set(ids)),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
