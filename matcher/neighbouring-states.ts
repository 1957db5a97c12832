/**
 * Which US states share a land border (plus DC with MD and VA). A person's address on file and the
 * place their obituary names are often one border apart (a hospital or a retirement move across the
 * line), so a neighbouring state is weak positive evidence where a distant one is negative.
 * Four-corner touches (AZ-CO, NM-UT) are left out: nobody crosses a point.
 */
const BORDERS: Readonly<Record<string, readonly string[]>> = {
  AL: ['FL', 'GA', 'MS', 'TN'],
  AZ: ['CA', 'NM', 'NV', 'UT'],
  AR: ['LA', 'MO', 'MS', 'OK', 'TN', 'TX'],
  CA: ['NV', 'OR'],
  CO: ['KS', 'NE', 'NM', 'OK', 'UT', 'WY'],
  CT: ['MA', 'NY', 'RI'],
  DE: ['MD', 'NJ', 'PA'],
  DC: ['MD', 'VA'],
  FL: ['GA'],
  GA: ['NC', 'SC', 'TN'],
  ID: ['MT', 'NV', 'OR', 'UT', 'WA', 'WY'],
  IL: ['IA', 'IN', 'KY', 'MO', 'WI'],
  IN: ['KY', 'MI', 'OH'],
  IA: ['MN', 'MO', 'NE', 'SD', 'WI'],
  KS: ['MO', 'NE', 'OK'],
  KY: ['MO', 'OH', 'TN', 'VA', 'WV'],
  LA: ['MS', 'TX'],
  ME: ['NH'],
  MD: ['PA', 'VA', 'WV'],
  MA: ['NH', 'NY', 'RI', 'VT'],
  MI: ['OH', 'WI'],
  MN: ['ND', 'SD', 'WI'],
  MS: ['TN'],
  MO: ['NE', 'OK', 'TN'],
  MT: ['ND', 'SD', 'WY'],
  NE: ['SD', 'WY'],
  NV: ['OR', 'UT'],
  NH: ['VT'],
  NJ: ['NY', 'PA'],
  NM: ['OK', 'TX'],
  NY: ['PA', 'VT'],
  NC: ['SC', 'TN', 'VA'],
  ND: ['SD'],
  OH: ['PA', 'WV'],
  OK: ['TX'],
  OR: ['WA'],
  PA: ['WV'],
  SD: ['WY'],
  TN: ['VA'],
  UT: ['WY'],
  VA: ['WV'],
};

const NEIGHBOURS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const out = new Map<string, Set<string>>();
  const link = (a: string, b: string): void => {
    const set = out.get(a) ?? new Set<string>();
    set.add(b);
    out.set(a, set);
  };
  for (const [state, others] of Object.entries(BORDERS)) {
    for (const other of others) {
      link(state, other);
      link(other, state);
    }
  }
  return out;
})();

/** True when the two USPS codes name different states that share a border. */
export function areNeighbouringStates(a: string, b: string): boolean {
  return NEIGHBOURS.get(a.toUpperCase())?.has(b.toUpperCase()) ?? false;
}

/** The neighbours of a state, sorted (for documentation and tests). */
export function neighbouringStates(state: string): string[] {
  return [...(NEIGHBOURS.get(state.toUpperCase()) ?? [])].sort();
}
