import { describe, expect, it } from 'vitest';
import { formationOf } from './formation';

type P = { name: string; position: string | null };
const xi = (defenders: number, midfielders: number, forwards: number): P[] => [
  { name: 'gk', position: 'Goalkeeper' },
  ...Array.from({ length: defenders }, (_, i) => ({ name: `d${i}`, position: 'Defender' })),
  ...Array.from({ length: midfielders }, (_, i) => ({ name: `m${i}`, position: 'Midfielder' })),
  ...Array.from({ length: forwards }, (_, i) => ({ name: `f${i}`, position: 'Forward' })),
];
const position = (player: P) => player.position;

describe('formationOf', () => {
  it('reads the shape of a full XI from the roles, back to front', () => {
    const formation = formationOf(xi(4, 3, 3), position);
    expect(formation?.name).toBe('4-3-3');
    expect(formation?.lines.map((line) => line.length)).toEqual([1, 4, 3, 3]);
    expect(formationOf(xi(5, 2, 3), position)?.name).toBe('5-2-3');
  });

  it('keeps the players of a line in their given order, wherever they stood in the list', () => {
    const players = xi(4, 4, 2).reverse();
    expect(formationOf(players, position)?.lines[0]?.[0]?.name).toBe('gk');
    expect(formationOf(players, position)?.lines[3]?.map((p) => p.name)).toEqual(['f1', 'f0']);
  });

  it('drops an empty line (no forward: 4-6)', () => {
    expect(formationOf(xi(4, 6, 0), position)?.name).toBe('4-6');
  });

  it('has no formation without a full XI, with an unknown role or without exactly one keeper', () => {
    expect(formationOf(xi(4, 3, 2), position)).toBeNull();
    expect(formationOf([...xi(4, 3, 2), { name: 'x', position: null }], position)).toBeNull();
    expect(formationOf([...xi(4, 3, 2), { name: 'gk2', position: 'goalkeeper' }], position)).toBeNull();
  });
});
