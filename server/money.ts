/** Kobo are whole numbers inside the server; naira appear only at the edge (API JSON). */
export function nairaFromKobo(kobo: number): number {
  return kobo / 100;
}
